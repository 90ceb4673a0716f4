import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock, testShop } from '@/commerce/customer/customer-factories';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { attemptRow, orderStatus, testOrder } from './payment-factories';
import { completeHostedPayment } from './dev-hosted-payment';
import { retryPayment } from './retry-payment';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const clock = testClock();
const shop = testShop('de', clock);

const sigOf = (redirectUrl: string) => new URL(redirectUrl, 'http://x').searchParams.get('sig')!;

describe('retrying a payment', () => {
  it('starts a new attempt for the order’s total with another method, and that one can pay the order', async () => {
    const order = await testOrder(database.db, shop, { totalAmount: 8_000 });
    const retried = await retryPayment(database.db, shop, order.customerId, {
      orderNumber: order.orderNumber,
      method: 'paypal',
    });
    if (!retried.ok) throw new Error(retried.code);
    expect(await attemptRow(database.db, shop, retried.attemptId)).toMatchObject({
      status: 'pending',
      method: 'paypal',
      amount: 8_000,
      returnPath: '/kasse/bezahlt',
    });
    const done = await completeHostedPayment(database.db, shop, {
      attemptId: retried.attemptId,
      sig: sigOf(retried.redirectUrl),
      outcome: 'paid',
    });
    expect(done).toMatchObject({ ok: true, returnUrl: `/kasse/bezahlt?attempt=${retried.attemptId}` });
    expect(await orderStatus(database.db, shop, order.id)).toBe('paid');
    expect(
      await retryPayment(database.db, shop, order.customerId, {
        orderNumber: order.orderNumber,
        method: 'visa',
      }),
    ).toEqual({
      ok: false,
      code: 'PAYMENT_ORDER_NOT_PAYABLE',
    });
  });

  it('refuses another customer’s order, a past deadline, an invoice order and an unknown number alike', async () => {
    const order = await testOrder(database.db, shop);
    const late = await testOrder(database.db, shop, { paymentDeadline: new Date(clock.now().getTime() - 1) });
    const invoice = await testOrder(database.db, shop, { status: 'placed', payment: { method: 'invoice' } });
    const refused = { ok: false, code: 'PAYMENT_ORDER_NOT_PAYABLE' };
    expect(
      await retryPayment(database.db, shop, late.customerId, {
        orderNumber: order.orderNumber,
        method: 'visa',
      }),
    ).toEqual(refused);
    expect(
      await retryPayment(database.db, shop, late.customerId, {
        orderNumber: late.orderNumber,
        method: 'visa',
      }),
    ).toEqual(refused);
    expect(
      await retryPayment(database.db, shop, invoice.customerId, {
        orderNumber: invoice.orderNumber,
        method: 'visa',
      }),
    ).toEqual(refused);
    expect(
      await retryPayment(database.db, shop, order.customerId, { orderNumber: 'DE-0', method: 'visa' }),
    ).toEqual(refused);
    expect(
      await retryPayment(database.db, testShop('at', clock), order.customerId, {
        orderNumber: order.orderNumber,
        method: 'visa',
      }),
    ).toEqual(refused);
  });

  it('refuses a method the provider does not take', async () => {
    const order = await testOrder(database.db, shop);
    expect(
      await retryPayment(database.db, shop, order.customerId, {
        orderNumber: order.orderNumber,
        method: 'invoice',
      }),
    ).toEqual({
      ok: false,
      code: 'PAYMENT_METHOD_UNAVAILABLE',
    });
  });
});
