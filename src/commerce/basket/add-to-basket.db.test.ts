import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock, testShop } from '@/commerce/customer/customer-factories';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { addToBasket } from './add-to-basket';
import { aCustomer, aNewVisitor, basketRows, sellable, visitor } from './basket-factories';
import { MAX_LINE_QUANTITY } from './basket-limits';
import { countBasketItems } from './count-basket-items';
import { getBasket } from './get-basket';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const shop = testShop('de', testClock());

async function visitorWithLine(quantity = 1, fixture = {}) {
  const variantSku = await sellable(database.db, { price: 2_999, stock: 5, ...fixture });
  const added = await addToBasket(database.db, shop, aNewVisitor(), { variantSku, quantity });
  if (!added.ok) throw new Error(added.code);
  return { variantSku, owner: visitor(added.issuedToken) };
}

describe('addToBasket', () => {
  it('creates a visitor’s basket on the first add, hands out its token, and prices from the catalog', async () => {
    const variantSku = await sellable(database.db, {
      price: 2_999,
      struckPrice: 3_999,
      stock: 5,
      name: 'Sneaker Nova',
    });
    const added = await addToBasket(database.db, shop, aNewVisitor(), { variantSku, quantity: 2 });
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect(added.issuedToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(added.basket.count).toBe(2);
    expect(added.basket.lines).toEqual([
      expect.objectContaining({
        variantSku,
        name: 'Sneaker Nova',
        quantity: 2,
        unitPrice: { amount: 2_999, currency: 'EUR' },
        struckUnitPrice: { amount: 3_999, currency: 'EUR' },
        lineTotal: { amount: 5_998, currency: 'EUR' },
        available: true,
        maxQuantity: 5,
      }),
    ]);
    expect(added.basket.total).toEqual({ amount: 5_998 + 595, currency: 'EUR' });
  });

  it('adds to the same line on the next add with the token, and keeps the basket in the database alone', async () => {
    const { variantSku, owner } = await visitorWithLine(1);
    const again = await addToBasket(database.db, shop, owner, { variantSku, quantity: 2 });
    expect(again.ok && again.issuedToken).toBe(null);
    // Nothing lives in memory: a fresh read by token alone (as after a restart) finds the same basket.
    const read = await getBasket(database.db, shop, visitor((owner as { token: string }).token));
    expect(read.lines.map((l) => [l.variantSku, l.quantity])).toEqual([[variantSku, 3]]);
    expect(await countBasketItems(database.db, shop, owner)).toBe(3);
  });

  it('keeps a customer’s basket by customer id', async () => {
    const customer = aCustomer();
    const variantSku = await sellable(database.db);
    const added = await addToBasket(database.db, shop, customer, { variantSku, quantity: 1 });
    expect(added.ok && added.issuedToken).toBe(null);
    expect((await getBasket(database.db, shop, customer)).count).toBe(1);
  });

  describe('refuses bad input with a clear code and leaves the basket as it was', () => {
    const cases: [
      string,
      (sku: string, otherTenantSku: string) => { variantSku: string; quantity: number },
      object,
    ][] = [
      [
        'a variant of another shop',
        (_s, other) => ({ variantSku: other, quantity: 1 }),
        { code: 'BASKET_UNKNOWN_VARIANT' },
      ],
      [
        'an unknown sku',
        () => ({ variantSku: '9999999-1', quantity: 1 }),
        { code: 'BASKET_UNKNOWN_VARIANT' },
      ],
      [
        'a malformed sku',
        () => ({ variantSku: "1' or '1'='1", quantity: 1 }),
        { code: 'BASKET_UNKNOWN_VARIANT' },
      ],
      ['a negative quantity', (s) => ({ variantSku: s, quantity: -1 }), { code: 'BASKET_INVALID_QUANTITY' }],
      ['a zero quantity', (s) => ({ variantSku: s, quantity: 0 }), { code: 'BASKET_INVALID_QUANTITY' }],
      [
        'a fractional quantity',
        (s) => ({ variantSku: s, quantity: 1.5 }),
        { code: 'BASKET_INVALID_QUANTITY' },
      ],
      [
        'a quantity that is no number',
        (s) => ({ variantSku: s, quantity: Number.NaN }),
        { code: 'BASKET_INVALID_QUANTITY' },
      ],
      [
        'a quantity given as text',
        (s) => ({ variantSku: s, quantity: '2' as unknown as number }),
        { code: 'BASKET_INVALID_QUANTITY' },
      ],
      [
        'a huge quantity',
        (s) => ({ variantSku: s, quantity: 1_000_000_000 }),
        { code: 'BASKET_LINE_LIMIT', max: MAX_LINE_QUANTITY },
      ],
      [
        'more than the per-line maximum in total',
        (s) => ({ variantSku: s, quantity: MAX_LINE_QUANTITY }),
        { code: 'BASKET_LINE_LIMIT', max: MAX_LINE_QUANTITY, inBasket: 1 },
      ],
      [
        'more than the stock',
        (s) => ({ variantSku: s, quantity: 5 }),
        { code: 'BASKET_OUT_OF_STOCK', available: 5, inBasket: 1 },
      ],
    ];

    it.each(cases)('%s', async (_name, input, expected) => {
      const { variantSku, owner } = await visitorWithLine(1, { stock: 5 });
      const otherTenantSku = await sellable(database.db, { tenantId: 'at' });
      const before = await basketRows(database.db, 'de');
      const viewBefore = await getBasket(database.db, shop, owner);
      const refused = await addToBasket(database.db, shop, owner, input(variantSku, otherTenantSku));
      expect(refused).toEqual({ ok: false, ...expected });
      expect(await basketRows(database.db, 'de')).toEqual(before);
      expect(await getBasket(database.db, shop, owner)).toEqual(viewBefore);
    });

    it('a sold-out variant, an inactive product, and no basket is created by a refused first add', async () => {
      const soldOut = await sellable(database.db, { stock: 0 });
      const inactive = await sellable(database.db, { active: false });
      const before = await basketRows(database.db, 'de');
      expect(
        await addToBasket(database.db, shop, aNewVisitor(), { variantSku: soldOut, quantity: 1 }),
      ).toEqual({
        ok: false,
        code: 'BASKET_OUT_OF_STOCK',
        available: 0,
        inBasket: 0,
      });
      expect(
        await addToBasket(database.db, shop, aNewVisitor(), { variantSku: inactive, quantity: 1 }),
      ).toEqual({ ok: false, code: 'BASKET_UNKNOWN_VARIANT' });
      expect(await basketRows(database.db, 'de')).toEqual(before);
    });
  });

  it('does not find a basket of one shop from another shop', async () => {
    const { owner } = await visitorWithLine(2);
    expect((await getBasket(database.db, testShop('at'), owner)).count).toBe(0);
    expect(await countBasketItems(database.db, testShop('at'), owner)).toBe(0);
  });

  it('ignores a forged token: no basket is found and the next add makes a fresh one', async () => {
    const forged = visitor('A'.repeat(32));
    expect((await getBasket(database.db, shop, forged)).count).toBe(0);
    const variantSku = await sellable(database.db);
    const added = await addToBasket(database.db, shop, forged, { variantSku, quantity: 1 });
    expect(added.ok && added.issuedToken).not.toBe('A'.repeat(32));
  });
});
