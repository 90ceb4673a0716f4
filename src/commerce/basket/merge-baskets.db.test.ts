import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testShop } from '@/commerce/customer/customer-factories';
import { vouchers } from '@/commerce/promotion/promotion.schema';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { addToBasket } from './add-to-basket';
import { applyVoucher } from './apply-voucher';
import { baskets } from './basket.schema';
import { aCustomer, aNewVisitor, sellable, visitor } from './basket-factories';
import { MAX_LINE_QUANTITY } from './basket-limits';
import type { BasketOwner } from './basket-owner';
import { getBasket } from './get-basket';
import { mergeBaskets } from './merge-baskets';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(vouchers).values({
    tenantId: 'de',
    code: 'ZEHN',
    kind: 'percentage',
    percentBp: 1_000,
    validFrom: new Date('2026-01-01'),
  });
});
afterAll(async () => database.close());

const shop = testShop('de');

async function add(owner: BasketOwner, variantSku: string, quantity: number): Promise<BasketOwner> {
  const added = await addToBasket(database.db, shop, owner, { variantSku, quantity });
  if (!added.ok) throw new Error(added.code);
  return added.issuedToken ? visitor(added.issuedToken) : owner;
}

const customerIdOf = (owner: BasketOwner) => (owner as { customerId: string }).customerId;

describe('mergeBaskets', () => {
  it('adds the visitor’s lines to the customer’s, summing the same variant, and ends the visitor’s basket', async () => {
    const [shared, onlyVisitor, onlyCustomer] = await Promise.all([
      sellable(database.db, { stock: 9 }),
      sellable(database.db),
      sellable(database.db),
    ]);
    const customer = aCustomer();
    await add(customer, shared, 2);
    await add(customer, onlyCustomer, 1);
    let guest = await add(aNewVisitor(), shared, 3);
    guest = await add(guest, onlyVisitor, 1);
    const token = (guest as { token: string }).token;

    const outcome = await mergeBaskets(database.db, shop, {
      visitorToken: token,
      customerId: customerIdOf(customer),
    });
    expect(outcome).toEqual({ merged: 2, shortened: [] });
    const merged = await getBasket(database.db, shop, customer);
    expect(Object.fromEntries(merged.lines.map((l) => [l.variantSku, l.quantity]))).toEqual({
      [shared]: 5,
      [onlyVisitor]: 1,
      [onlyCustomer]: 1,
    });
    expect((await getBasket(database.db, shop, visitor(token))).count).toBe(0);
    // Merging again (a second login with the old cookie) changes nothing.
    expect(
      await mergeBaskets(database.db, shop, { visitorToken: token, customerId: customerIdOf(customer) }),
    ).toEqual({ merged: 0, shortened: [] });
  });

  it('respects the stock and the per-line maximum, and says what it shortened', async () => {
    const scarce = await sellable(database.db, { stock: 4 });
    const plenty = await sellable(database.db, { stock: 99 });
    const customer = aCustomer();
    await add(customer, scarce, 3);
    await add(customer, plenty, 8);
    let guest = await add(aNewVisitor(), scarce, 2);
    guest = await add(guest, plenty, 5);
    const outcome = await mergeBaskets(database.db, shop, {
      visitorToken: (guest as { token: string }).token,
      customerId: customerIdOf(customer),
    });
    expect(outcome.shortened).toEqual([
      { variantSku: scarce, requested: 5, kept: 4 },
      { variantSku: plenty, requested: 13, kept: MAX_LINE_QUANTITY },
    ]);
    const lines = (await getBasket(database.db, shop, customer)).lines;
    expect(lines.map((l) => l.quantity)).toEqual([4, MAX_LINE_QUANTITY]);
  });

  it('moves a visitor’s basket to a customer who had none, code included', async () => {
    const variantSku = await sellable(database.db, { price: 5_000 });
    const guest = await add(aNewVisitor(), variantSku, 1);
    expect((await applyVoucher(database.db, shop, guest, { code: 'ZEHN' })).ok).toBe(true);
    const customer = aCustomer();
    await mergeBaskets(database.db, shop, {
      visitorToken: (guest as { token: string }).token,
      customerId: customerIdOf(customer),
    });
    const basket = await getBasket(database.db, shop, customer);
    expect(basket.count).toBe(1);
    expect(basket.voucher).toMatchObject({ code: 'ZEHN', applied: true });
  });

  it('does nothing without a token, with a forged one, or with a token of another shop', async () => {
    const customer = aCustomer();
    const guest = await add(aNewVisitor(), await sellable(database.db), 1);
    const before = await database.db.select().from(baskets).where(eq(baskets.tenantId, 'de'));
    for (const visitorToken of [null, 'B'.repeat(32), 'kurz']) {
      expect(
        await mergeBaskets(database.db, shop, { visitorToken, customerId: customerIdOf(customer) }),
      ).toEqual({ merged: 0, shortened: [] });
    }
    expect(
      await mergeBaskets(database.db, testShop('at'), {
        visitorToken: (guest as { token: string }).token,
        customerId: customerIdOf(customer),
      }),
    ).toEqual({
      merged: 0,
      shortened: [],
    });
    expect(await database.db.select().from(baskets).where(eq(baskets.tenantId, 'de'))).toEqual(before);
  });
});
