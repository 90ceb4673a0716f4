import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { variants } from '@/commerce/catalog/catalog.schema';
import { testShop } from '@/commerce/customer/customer-factories';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { addToBasket } from './add-to-basket';
import { aNewVisitor, basketRows, sellable, visitor } from './basket-factories';
import { changeBasketQuantity } from './change-basket-quantity';
import { getBasket } from './get-basket';
import { removeFromBasket } from './remove-from-basket';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const shop = testShop('de');

async function lineOf(quantity: number, stock = 4) {
  const variantSku = await sellable(database.db, { price: 1_000, stock });
  const added = await addToBasket(database.db, shop, aNewVisitor(), { variantSku, quantity });
  if (!added.ok) throw new Error(added.code);
  return { variantSku, owner: visitor(added.issuedToken) };
}

describe('changeBasketQuantity', () => {
  it('sets the quantity and reprices the line', async () => {
    const { variantSku, owner } = await lineOf(1);
    const changed = await changeBasketQuantity(database.db, shop, owner, { variantSku, quantity: 3 });
    expect(changed.ok && changed.basket.lines[0]).toMatchObject({
      quantity: 3,
      lineTotal: { amount: 3_000 },
    });
  });

  it('refuses more than the stock, says how many are left, and changes nothing', async () => {
    const { variantSku, owner } = await lineOf(2, 4);
    const before = await basketRows(database.db, 'de');
    expect(await changeBasketQuantity(database.db, shop, owner, { variantSku, quantity: 5 })).toEqual({
      ok: false,
      code: 'BASKET_OUT_OF_STOCK',
      available: 4,
      inBasket: 2,
    });
    expect(await basketRows(database.db, 'de')).toEqual(before);
  });

  it.each([0, -3, 2.5, 11, 1e12])('refuses the quantity %s and changes nothing', async (quantity) => {
    const { variantSku, owner } = await lineOf(2);
    const before = await basketRows(database.db, 'de');
    const refused = await changeBasketQuantity(database.db, shop, owner, { variantSku, quantity });
    expect(refused.ok).toBe(false);
    expect(['BASKET_INVALID_QUANTITY', 'BASKET_LINE_LIMIT']).toContain(!refused.ok && refused.code);
    expect(await basketRows(database.db, 'de')).toEqual(before);
  });

  it('lets a line whose stock shrank be lowered, and marks it unavailable until then', async () => {
    const { variantSku, owner } = await lineOf(3, 4);
    await database.db
      .update(variants)
      .set({ stock: 1 })
      .where(and(eq(variants.tenantId, 'de'), eq(variants.variantSku, variantSku)));
    expect((await getBasket(database.db, shop, owner)).lines[0]).toMatchObject({
      quantity: 3,
      available: false,
    });
    expect((await changeBasketQuantity(database.db, shop, owner, { variantSku, quantity: 2 })).ok).toBe(
      false,
    );
    const lowered = await changeBasketQuantity(database.db, shop, owner, { variantSku, quantity: 1 });
    expect(lowered.ok && lowered.basket.lines[0]).toMatchObject({ quantity: 1, available: true });
  });

  it('answers a line that is not in the basket, or in another shop’s basket, as not found', async () => {
    const { owner } = await lineOf(1);
    const other = await sellable(database.db);
    expect(await changeBasketQuantity(database.db, shop, owner, { variantSku: other, quantity: 1 })).toEqual({
      ok: false,
      code: 'BASKET_LINE_NOT_FOUND',
    });
    const { variantSku } = await lineOf(1);
    expect(
      await changeBasketQuantity(database.db, testShop('at'), owner, { variantSku, quantity: 1 }),
    ).toEqual({ ok: false, code: 'BASKET_LINE_NOT_FOUND' });
  });
});

describe('removeFromBasket', () => {
  it('removes the line, and a second remove answers with the basket as it is', async () => {
    const { variantSku, owner } = await lineOf(2);
    const removed = await removeFromBasket(database.db, shop, owner, { variantSku });
    expect(removed.ok && removed.basket).toMatchObject({ count: 0, lines: [], total: { amount: 0 } });
    expect((await removeFromBasket(database.db, shop, owner, { variantSku })).ok).toBe(true);
  });
});
