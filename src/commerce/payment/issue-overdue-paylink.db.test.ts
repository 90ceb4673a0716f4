// "Pay now" on the payment dates page: a link for what is overdue on the customer's own order only, paid through the
// payment link page like any other; nothing for another customer's order or one with nothing overdue.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAmountOfOrder } from '@/commerce/account-ledger/open-amounts';
import { sellable } from '@/commerce/basket/basket-factories';
import { placeOrder } from '@/commerce/checkout/place-order';
import { testClock, testShop } from '@/commerce/customer/customer-factories';
import { orderingCustomer } from '@/commerce/order/order-factories';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { issueOverduePaylink } from './issue-overdue-paylink';
import { readPaylinkToken } from './paylink-token';

let database: TestDatabase;
const clock = testClock(new Date('2026-06-01T10:00:00Z'));
const de = testShop('de', clock);
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('issueOverduePaylink', () => {
  it('asks only for the overdue rates of an instalment purchase, and only of the customer’s own order', async () => {
    const variantSku = await sellable(database.db, { tenantId: 'de', price: 600_00, stock: 10 });
    const customer = await orderingCustomer(database.db, de, { lines: [{ variantSku, quantity: 1 }], payment: { method: 'instalments', months: 12 } });
    const placed = await placeOrder(database.db, de, customer, { idempotencyKey: randomUUID() });
    if (!placed.ok) throw new Error(placed.code);
    const { orderNumber } = placed.order;
    expect(await issueOverduePaylink(database.db, de, customer.id, orderNumber)).toEqual({ ok: false, code: 'PAYLINK_NOTHING_OVERDUE' });

    // Two rates have passed their day.
    clock.advance(70 * 86_400_000);
    const link = await issueOverduePaylink(database.db, de, customer.id, orderNumber);
    if (!link.ok) throw new Error(link.code);
    const open = await openAmountOfOrder(database.db, de, placed.order.id);
    expect(link.amount).toBeGreaterThan(0);
    expect(link.amount).toBeLessThan(open / 5);
    const token = new URL(link.url).searchParams.get('token')!;
    expect(readPaylinkToken(token)).toMatchObject({ amount: link.amount, orderId: placed.order.id, customerId: customer.id });

    const other = await orderingCustomer(database.db, de, { lines: [{ variantSku, quantity: 1 }] });
    expect(await issueOverduePaylink(database.db, de, other.id, orderNumber)).toEqual({ ok: false, code: 'PAYLINK_ORDER_NOT_FOUND' });
  });
});
