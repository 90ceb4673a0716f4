// The bonus card in the account: saved (and changed) where the shop runs a programme, the customer then takes part
// (bop); points per order since the card, pending until 14 days after delivery, less what came back.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellable } from '@/commerce/basket/basket-factories';
import { placeOrder } from '@/commerce/checkout/place-order';
import { testClock, testShop } from '@/commerce/customer/customer-factories';
import { findCustomerById } from '@/commerce/customer/customer-store';
import { changeOrderStatus } from '@/commerce/order/change-order-status';
import { orderingCustomer, readyForCheckout } from '@/commerce/order/order-factories';
import { recordShipment } from '@/commerce/order/record-shipment';
import { returnOrderLines } from '@/commerce/order/return-order-lines';
import { orderPayments } from '@/commerce/payment/order-payments';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { pointsPerOrder } from './loyalty-points';
import { loyaltyCardOf, saveLoyaltyCard } from './save-loyalty-card';

let database: TestDatabase;
const clock = testClock(new Date('2026-06-01T10:00:00Z'));
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('the loyalty card', () => {
  it('is saved and changed in de, makes the customer a bonus programme member, and is refused where no programme runs', async () => {
    const de = testShop('de', clock);
    const variantSku = await sellable(database.db, { tenantId: 'de', price: 25_00, stock: 10 });
    const customer = await orderingCustomer(database.db, de, { lines: [{ variantSku, quantity: 1 }] });
    expect((await findCustomerById(database.db, 'de', customer.id))?.bonusProgram).toBe(false);
    expect(await saveLoyaltyCard(database.db, de, customer.id, '1234567890')).toMatchObject({ ok: true, card: { program: 'payback', cardNumber: '1234567890' } });
    expect(await saveLoyaltyCard(database.db, de, customer.id, '0987654321')).toMatchObject({ ok: true, card: { cardNumber: '0987654321' } });
    expect((await loyaltyCardOf(database.db, de, customer.id))?.cardNumber).toBe('0987654321');
    expect((await findCustomerById(database.db, 'de', customer.id))?.bonusProgram).toBe(true);
    // Another shop does not see the card.
    expect(await loyaltyCardOf(database.db, testShop('at', clock), customer.id)).toBeNull();

    const at = testShop('at', clock);
    expect(await saveLoyaltyCard(database.db, at, customer.id, '1234567890')).toMatchObject({ ok: true, card: { program: 'joe' } });
    for (const tenant of ['ch', 'nl'] as const)
      expect(await saveLoyaltyCard(database.db, testShop(tenant, clock), customer.id, '1234567890')).toEqual({ ok: false, code: 'LOYALTY_NOT_OFFERED' });
  });

  it('earns points per order since the card: pending, credited 14 days after delivery, less what came back', async () => {
    const de = testShop('de', clock);
    const variantSku = await sellable(database.db, { tenantId: 'de', price: 40_00, stock: 50 });
    const customer = await orderingCustomer(database.db, de, { lines: [{ variantSku, quantity: 2 }] });
    const before = await placeOrder(database.db, de, customer, { idempotencyKey: randomUUID() });
    if (!before.ok) throw new Error(before.code);
    clock.advance(60_000);
    await saveLoyaltyCard(database.db, de, customer.id, '1234567890');
    clock.advance(60_000);
    await readyForCheckout(database.db, de, customer.id, { lines: [{ variantSku, quantity: 3 }] });
    const after = await placeOrder(database.db, de, customer, { idempotencyKey: randomUUID() });
    if (!after.ok) throw new Error(after.code);
    const card = (await loyaltyCardOf(database.db, de, customer.id))!;

    expect(await pointsPerOrder(database.db, de, card)).toEqual([
      { orderNumber: after.order.orderNumber, placedAt: after.order.placedAt, points: 120, state: 'pending', creditedFrom: null },
    ]);
    const n = after.order.orderNumber;
    await changeOrderStatus(database.db, de, n, { status: 'in-fulfilment', source: 'erp' }, orderPayments);
    await recordShipment(database.db, de, n, { carrier: 'DHL', trackingNumber: '1', source: 'erp' });
    await changeOrderStatus(database.db, de, n, { status: 'delivered', source: 'erp' }, orderPayments);
    const deliveredAt = clock.now();
    await returnOrderLines(database.db, de, n, { items: [{ lineNo: 1, quantity: 1 }], reference: 'R-1', source: 'erp' }, orderPayments);
    expect(await pointsPerOrder(database.db, de, card)).toMatchObject([
      { points: 80, state: 'pending', creditedFrom: new Date(deliveredAt.getTime() + 14 * 86_400_000) },
    ]);
    clock.advance(14 * 86_400_000);
    expect(await pointsPerOrder(database.db, de, card)).toMatchObject([{ points: 80, state: 'credited' }]);
  });
});
