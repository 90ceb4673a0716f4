import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock, testShop } from '@/commerce/customer/customer-factories';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { createPaylink } from './create-paylink';
import { payPaylink } from './pay-paylink';
import { testOrder } from './payment-factories';
import { readPaymentAttempt } from './read-payment-attempt';
import { startPayment } from './start-payment';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const clock = testClock();
const shop = testShop('de', clock);
const inDays = (days: number) => new Date(clock.now().getTime() + days * 86_400_000);

async function orderAttempt() {
  const order = await testOrder(database.db, shop);
  const { attemptId } = await startPayment(database.db, shop, {
    purpose: 'order',
    customerId: order.customerId,
    orderId: order.id,
    method: 'visa',
    amount: order.totalAmount,
    returnPath: '/kasse/bezahlt',
  });
  return { order, attemptId };
}

describe('reading a payment attempt', () => {
  it('shows its owner status, purpose, order number and amount', async () => {
    const { order, attemptId } = await orderAttempt();
    expect(
      await readPaymentAttempt(database.db, shop, attemptId, {
        kind: 'customer',
        customerId: order.customerId,
      }),
    ).toEqual({
      attemptId,
      status: 'pending',
      purpose: 'order',
      orderNumber: order.orderNumber,
      method: 'visa',
      amount: { amount: order.totalAmount, currency: 'EUR' },
    });
  });

  it('shows another customer, another shop or a malformed id nothing', async () => {
    const { order, attemptId } = await orderAttempt();
    const other = await orderAttempt();
    expect(
      await readPaymentAttempt(database.db, shop, attemptId, {
        kind: 'customer',
        customerId: other.order.customerId,
      }),
    ).toBeNull();
    expect(
      await readPaymentAttempt(database.db, testShop('at', clock), attemptId, {
        kind: 'customer',
        customerId: order.customerId,
      }),
    ).toBeNull();
    expect(
      await readPaymentAttempt(database.db, shop, randomUUID(), {
        kind: 'customer',
        customerId: order.customerId,
      }),
    ).toBeNull();
    expect(
      await readPaymentAttempt(database.db, shop, "1' or '1'='1", {
        kind: 'customer',
        customerId: order.customerId,
      }),
    ).toBeNull();
  });

  it('shows a link’s own attempt to its holder, also after the link expired, and nothing to another link', async () => {
    const order = await testOrder(database.db, shop, {
      status: 'placed',
      payment: { method: 'invoice' },
      paymentDeadline: null,
    });
    const input = { customerId: order.customerId, orderId: order.id, amount: 500, expiresAt: inDays(1) };
    const link = createPaylink(shop, input);
    const otherLink = createPaylink(shop, input);
    const started = await payPaylink(database.db, shop, { token: link.token, method: 'visa' });
    if (!started.ok) throw new Error(started.code);
    expect(
      await readPaymentAttempt(database.db, shop, started.attemptId, { kind: 'paylink', token: link.token }),
    ).toMatchObject({
      status: 'pending',
      purpose: 'paylink',
      orderNumber: order.orderNumber,
      amount: { amount: 500 },
    });
    expect(
      await readPaymentAttempt(database.db, shop, started.attemptId, {
        kind: 'paylink',
        token: otherLink.token,
      }),
    ).toBeNull();
    expect(
      await readPaymentAttempt(database.db, shop, started.attemptId, {
        kind: 'paylink',
        token: 'forged.token',
      }),
    ).toBeNull();
    const later = testShop('de', testClock(inDays(2)));
    expect(
      await readPaymentAttempt(database.db, later, started.attemptId, { kind: 'paylink', token: link.token }),
    ).toMatchObject({ status: 'pending' });

    const { attemptId } = await orderAttempt();
    expect(
      await readPaymentAttempt(database.db, shop, attemptId, { kind: 'paylink', token: link.token }),
    ).toBeNull();
  });
});
