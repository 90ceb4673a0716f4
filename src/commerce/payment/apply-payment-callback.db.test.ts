import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails, testClock, testShop } from '@/commerce/customer/customer-factories';
import { renderMail } from '@/platform/mail/render-mail';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { signedCallbackRequest } from './callback-signature';
import { devProviderCallback } from './dev-payment-provider';
import type { TestCallback } from './callback-signature';
import type { ProviderOutcome } from './payment-provider';
import { attemptRow, orderStatus, paymentsOfOrder, testOrder } from './payment-factories';
import { receivePaymentCallback } from './receive-payment-callback';
import { startPayment } from './start-payment';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const clock = testClock();
const shop = testShop('de', clock);

/** A card order awaiting payment with one started attempt, as placing it leaves it. */
async function startedOrder(totalAmount = 12_990) {
  const order = await testOrder(database.db, shop, { totalAmount });
  const started = await startPayment(database.db, shop, {
    purpose: 'order',
    customerId: order.customerId,
    orderId: order.id,
    method: 'visa',
    amount: totalAmount,
    returnPath: '/kasse/bezahlt',
  });
  const attempt = await attemptRow(database.db, shop, started.attemptId);
  return { order, attempt, started };
}

const callbackFor = (
  attempt: { id: string; providerReference: string | null; amount: number; currency: string },
  status: ProviderOutcome,
  change: Partial<TestCallback> = {},
): TestCallback => ({
  attemptId: attempt.id,
  providerReference: attempt.providerReference!,
  status,
  amount: attempt.amount,
  currency: attempt.currency,
  issuedAt: clock.now().toISOString(),
  ...change,
});

const receive = (callback: TestCallback, on = shop) =>
  receivePaymentCallback(database.db, on, devProviderCallback(callback));

describe('payment callback', () => {
  it('marks a paid attempt and its order paid, and books the payment once however often it is replayed', async () => {
    const { order, attempt } = await startedOrder();
    const paid = callbackFor(attempt, 'paid');
    expect(await receive(paid)).toMatchObject({
      kind: 'applied',
      status: 'paid',
      returnPath: '/kasse/bezahlt',
    });
    expect(await receive(paid)).toMatchObject({ kind: 'unchanged', status: 'paid' });
    clock.advance(60_000);
    expect(await receive(callbackFor(attempt, 'paid'))).toMatchObject({ kind: 'unchanged' });
    expect(await receive(callbackFor(attempt, 'failed'))).toMatchObject({
      kind: 'unchanged',
      status: 'paid',
    });

    expect((await attemptRow(database.db, shop, attempt.id)).status).toBe('paid');
    expect(await orderStatus(database.db, shop, order.id)).toBe('paid');
    const payments = await paymentsOfOrder(database.db, shop, order.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: -12_990, reference: `payment:${attempt.providerReference}` });
  });

  it('books once when the same callback arrives many times at the same moment', async () => {
    const { order, attempt } = await startedOrder();
    const paid = callbackFor(attempt, 'paid');
    const results = await Promise.all(Array.from({ length: 6 }, () => receive(paid)));
    expect(results.filter((r) => r.kind === 'applied')).toHaveLength(1);
    expect(await paymentsOfOrder(database.db, shop, order.id)).toHaveLength(1);
  });

  it.each([
    ['a smaller amount', { amount: 1 }],
    ['a larger amount', { amount: 99_999 }],
    ['another currency', { currency: 'CHF' }],
    ['another provider reference', { providerReference: 'psp-test-someone-else' }],
  ])('changes nothing for a signed callback with %s', async (_name, change) => {
    const { order, attempt } = await startedOrder();
    expect(await receive(callbackFor(attempt, 'paid', change))).toMatchObject({ kind: 'mismatch' });
    expect((await attemptRow(database.db, shop, attempt.id)).status).toBe('pending');
    expect(await orderStatus(database.db, shop, order.id)).toBe('awaiting-payment');
    expect(await paymentsOfOrder(database.db, shop, order.id)).toHaveLength(0);
  });

  it('changes nothing for a forged, a tampered or a stale callback', async () => {
    const { order, attempt } = await startedOrder();
    const forged = signedCallbackRequest(
      callbackFor(attempt, 'paid'),
      'not-the-provider-secret-0123456789abcdef',
    );
    expect(await receivePaymentCallback(database.db, shop, forged)).toEqual({ kind: 'invalid' });

    const signed = devProviderCallback(callbackFor(attempt, 'failed'));
    const tampered = { body: signed.body.replace('"failed"', '"paid"'), headers: signed.headers };
    expect(await receivePaymentCallback(database.db, shop, tampered)).toEqual({ kind: 'invalid' });

    const stale = devProviderCallback(
      callbackFor(attempt, 'paid', { issuedAt: new Date(clock.now().getTime() - 61 * 60_000).toISOString() }),
    );
    expect(await receivePaymentCallback(database.db, shop, stale)).toEqual({ kind: 'invalid' });

    expect((await attemptRow(database.db, shop, attempt.id)).status).toBe('pending');
    expect(await paymentsOfOrder(database.db, shop, order.id)).toHaveLength(0);
  });

  it.each(['failed', 'cancelled'] as const)(
    'records a %s payment and leaves the order awaiting payment for another try',
    async (outcome) => {
      const { order, attempt } = await startedOrder();
      expect(await receive(callbackFor(attempt, outcome))).toMatchObject({
        kind: 'applied',
        status: outcome,
      });
      expect(await receive(callbackFor(attempt, 'paid'))).toMatchObject({
        kind: 'unchanged',
        status: outcome,
      });
      expect(await orderStatus(database.db, shop, order.id)).toBe('awaiting-payment');
      expect(await paymentsOfOrder(database.db, shop, order.id)).toHaveLength(0);
    },
  );

  it('does not let another shop settle an attempt', async () => {
    const { order, attempt } = await startedOrder();
    expect(await receive(callbackFor(attempt, 'paid'), testShop('at', clock))).toEqual({
      kind: 'unknown-attempt',
    });
    expect(await receive(callbackFor(attempt, 'paid', { attemptId: randomUUID() }))).toEqual({
      kind: 'unknown-attempt',
    });
    expect(await orderStatus(database.db, shop, order.id)).toBe('awaiting-payment');
  });

  it('lets only the newest attempt of an order be paid', async () => {
    const { order, attempt: first } = await startedOrder();
    const second = await startPayment(database.db, shop, {
      purpose: 'order',
      customerId: order.customerId,
      orderId: order.id,
      method: 'paypal',
      amount: order.totalAmount,
      returnPath: '/kasse/bezahlt',
    });
    expect((await attemptRow(database.db, shop, first.id)).status).toBe('expired');
    expect(await receive(callbackFor(first, 'paid'))).toMatchObject({ kind: 'unchanged', status: 'expired' });
    const newest = await attemptRow(database.db, shop, second.attemptId);
    expect(await receive(callbackFor(newest, 'paid'))).toMatchObject({ kind: 'applied' });
    expect(await paymentsOfOrder(database.db, shop, order.id)).toHaveLength(1);
  });

  it('refuses to start a payment the provider cannot take or to send the shopper to another site', async () => {
    const order = await testOrder(database.db, shop);
    const base = { purpose: 'order' as const, customerId: order.customerId, orderId: order.id, amount: 100 };
    await expect(
      startPayment(database.db, shop, { ...base, method: 'invoice', returnPath: '/x' }),
    ).rejects.toThrow();
    await expect(
      startPayment(database.db, shop, { ...base, method: 'visa', returnPath: '//evil.example/' }),
    ).rejects.toThrow();
    await expect(
      startPayment(database.db, shop, { ...base, method: 'visa', returnPath: 'https://evil.example/' }),
    ).rejects.toThrow();
    await expect(
      startPayment(database.db, shop, { ...base, method: 'visa', amount: 0, returnPath: '/x' }),
    ).rejects.toThrow();
  });

  it('starts inside the caller’s transaction: a rolled back order leaves no attempt', async () => {
    const order = await testOrder(database.db, shop);
    let attemptId = '';
    await expect(
      database.db.transaction(async (tx) => {
        ({ attemptId } = await startPayment(tx, shop, {
          purpose: 'order',
          customerId: order.customerId,
          orderId: order.id,
          method: 'visa',
          amount: 100,
          returnPath: '/kasse/bezahlt',
        }));
        throw new Error('crash after starting');
      }),
    ).rejects.toThrow('crash after starting');
    await expect(attemptRow(database.db, shop, attemptId)).rejects.toThrow(/no attempt/);
  });

  it('tells the customer by mail when a card payment failed or was cancelled, with the way to pay, once', async () => {
    const mailsOf = async (orderNumber: string) =>
      (await outboxMails(database.db, 'de')).filter((m) => m.template === 'paymentNotCompleted' && m.params.orderNumber === orderNumber);

    const failed = await startedOrder(4_990);
    await receive(callbackFor(failed.attempt, 'failed'));
    await receive(callbackFor(failed.attempt, 'failed'));
    const [mail, ...more] = await mailsOf(failed.order.orderNumber);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ to: 'erika@example.org', locale: 'de-DE', params: { reason: 'failed', paymentMethod: 'visa' } });
    expect(mail!.link).toMatch(new RegExp(`/kasse/bezahlt\\?attempt=${failed.attempt.id}$`));
    const text = renderMail(mail!).text;
    expect(text).toContain('ist leider fehlgeschlagen');
    expect(text).toMatch(/49,90\s€/);
    expect(text).toContain('stornieren wir die Bestellung automatisch');

    const cancelled = await startedOrder();
    await receive(callbackFor(cancelled.attempt, 'cancelled'));
    expect(renderMail((await mailsOf(cancelled.order.orderNumber))[0]!).text).toContain('Du hast die Zahlung mit Visa');

    const paid = await startedOrder();
    await receive(callbackFor(paid.attempt, 'paid'));
    expect(await mailsOf(paid.order.orderNumber)).toHaveLength(0);
  });
});
