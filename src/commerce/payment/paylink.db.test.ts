import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAmountOfOrder } from '@/commerce/account-ledger/open-amounts';
import { testClock, testShop } from '@/commerce/customer/customer-factories';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { createPaylink } from './create-paylink';
import { completeHostedPayment } from './dev-hosted-payment';
import { devProviderCallback, hostedPageSignature } from './dev-payment-provider';
import { payPaylink } from './pay-paylink';
import { attemptRow, paymentsOfOrder, testOrder } from './payment-factories';
import { signPaylinkToken } from './paylink-token';
import { receivePaymentCallback } from './receive-payment-callback';
import { viewPaylink } from './view-paylink';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const clock = testClock();
const shop = testShop('de', clock);
const inDays = (days: number) => new Date(clock.now().getTime() + days * 86_400_000);

/** An invoice order (12,990 open, due on 2026-12-07) and a link for `amount` of it. */
async function invoiceWithLink(amount = 12_990, expiresAt = inDays(14)) {
  const order = await testOrder(database.db, shop, {
    status: 'placed',
    payment: { method: 'invoice' },
    dueOn: '2026-12-07',
    paymentDeadline: null,
  });
  const link = createPaylink(shop, { customerId: order.customerId, orderId: order.id, amount, expiresAt });
  return { order, link };
}

async function payThrough(token: string, outcome: 'paid' | 'failed' | 'cancelled' = 'paid') {
  const started = await payPaylink(database.db, shop, { token, method: 'mastercard' });
  if (!started.ok) throw new Error(started.code);
  const sig = new URL(started.redirectUrl, 'http://x').searchParams.get('sig')!;
  const done = await completeHostedPayment(database.db, shop, { attemptId: started.attemptId, sig, outcome });
  return { started, done };
}

describe('payment link', () => {
  it('shows the open amount with the order number, due date, expiry and the five methods', async () => {
    const { order, link } = await invoiceWithLink();
    expect(await viewPaylink(database.db, shop, link.token)).toEqual({
      ok: true,
      view: {
        status: 'open',
        amount: { amount: 12_990, currency: 'EUR' },
        orderNumber: order.orderNumber,
        dueOn: '2026-12-07',
        expiresAt: new Date(Math.floor(inDays(14).getTime() / 1000) * 1000).toISOString(),
        methods: ['paypal', 'mastercard', 'visa', 'diners', 'discover'],
      },
    });
  });

  it('never collects more than the order still owes', async () => {
    const { link } = await invoiceWithLink(50_000);
    const view = await viewPaylink(database.db, shop, link.token);
    expect(view).toMatchObject({ ok: true, view: { amount: { amount: 12_990 } } });
    const { started } = await payThrough(link.token);
    expect((await attemptRow(database.db, shop, started.attemptId)).amount).toBe(12_990);
  });

  it('collects a part when the link is for less, once; the rest stays open for another link', async () => {
    const { order, link } = await invoiceWithLink(3_000);
    await payThrough(link.token);
    expect(await openAmountOfOrder(database.db, shop, order.id)).toBe(9_990);
    // The link asked for 3,000 and got it: it is used up, though the order still owes the rest.
    expect(await viewPaylink(database.db, shop, link.token)).toMatchObject({
      view: { status: 'paid', amount: { amount: 0 } },
    });
    expect(await payPaylink(database.db, shop, { token: link.token, method: 'visa' })).toMatchObject({
      code: 'PAYLINK_ALREADY_PAID',
    });
    const second = createPaylink(shop, {
      customerId: order.customerId,
      orderId: order.id,
      amount: 3_000,
      expiresAt: inDays(3),
    });
    expect(await viewPaylink(database.db, shop, second.token)).toMatchObject({
      view: { status: 'open', amount: { amount: 3_000 } },
    });
  });

  it('books the payment once, then shows "paid" and refuses to start another payment', async () => {
    const { order, link } = await invoiceWithLink();
    const { started, done } = await payThrough(link.token);
    expect(done).toMatchObject({ ok: true, received: { kind: 'applied', status: 'paid' } });
    expect(done.ok && done.returnUrl).toBe(
      `/paylink/returning-success?token=${encodeURIComponent(link.token)}&attempt=${started.attemptId}`,
    );
    const attempt = await attemptRow(database.db, shop, started.attemptId);
    const replay = devProviderCallback({
      attemptId: attempt.id,
      providerReference: attempt.providerReference!,
      status: 'paid',
      amount: attempt.amount,
      currency: attempt.currency,
      issuedAt: clock.now().toISOString(),
    });
    expect(await receivePaymentCallback(database.db, shop, replay)).toMatchObject({ kind: 'unchanged' });
    const payments = await paymentsOfOrder(database.db, shop, order.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: -12_990, reference: `payment:${attempt.providerReference}` });
    expect(await openAmountOfOrder(database.db, shop, order.id)).toBe(0);
    expect(await viewPaylink(database.db, shop, link.token)).toMatchObject({
      view: { status: 'paid', amount: { amount: 0 } },
    });
    expect(await payPaylink(database.db, shop, { token: link.token, method: 'visa' })).toEqual({
      ok: false,
      code: 'PAYLINK_ALREADY_PAID',
    });
  });

  it('books once when two tabs start and pay the same link at the same time', async () => {
    const { order, link } = await invoiceWithLink();
    const starts = await Promise.all([
      payPaylink(database.db, shop, { token: link.token, method: 'visa' }),
      payPaylink(database.db, shop, { token: link.token, method: 'paypal' }),
    ]);
    const done = await Promise.all(
      starts.map((started) => {
        if (!started.ok) throw new Error(started.code);
        const sig = new URL(started.redirectUrl, 'http://x').searchParams.get('sig')!;
        return completeHostedPayment(database.db, shop, {
          attemptId: started.attemptId,
          sig,
          outcome: 'paid',
        });
      }),
    );
    expect(done.filter((d) => d.ok && d.received.kind === 'applied')).toHaveLength(1);
    expect(await paymentsOfOrder(database.db, shop, order.id)).toHaveLength(1);
    expect(await openAmountOfOrder(database.db, shop, order.id)).toBe(0);
  });

  it('leaves the amount open after a failed or cancelled payment, and a new try can pay it', async () => {
    const { order, link } = await invoiceWithLink();
    await payThrough(link.token, 'failed');
    await payThrough(link.token, 'cancelled');
    expect(await openAmountOfOrder(database.db, shop, order.id)).toBe(12_990);
    await payThrough(link.token, 'paid');
    expect(await openAmountOfOrder(database.db, shop, order.id)).toBe(0);
  });

  it('answers an expired, forged, altered or another shop’s link with the same refusal', async () => {
    const { order, link } = await invoiceWithLink(12_990, inDays(1));
    const refused = { ok: false, code: 'PAYLINK_INVALID' };
    const claims = {
      tenant: 'de',
      customerId: order.customerId,
      orderId: order.id,
      amount: 12_990,
      currency: 'EUR',
      exp: Math.floor(inDays(5).getTime() / 1000),
      nonce: 'forged-forged-forged-1',
    };
    const forged = signPaylinkToken(claims, 'an-attacker-guessed-secret-0123456789');
    const [payload, signature] = link.token.split('.');
    const altered = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), amount: 1 })).toString('base64url')}.${signature}`;
    for (const token of [forged, altered, 'nonsense', '']) {
      expect(await viewPaylink(database.db, shop, token)).toEqual(refused);
      expect(await payPaylink(database.db, shop, { token, method: 'visa' })).toEqual(refused);
    }
    expect(await viewPaylink(database.db, testShop('at', clock), link.token)).toEqual(refused);
    expect(
      await payPaylink(database.db, testShop('at', clock), { token: link.token, method: 'visa' }),
    ).toEqual(refused);

    const later = testShop('de', testClock(inDays(1)));
    expect(await viewPaylink(database.db, later, link.token)).toEqual(refused);
    expect(await payPaylink(database.db, later, { token: link.token, method: 'visa' })).toEqual(refused);
    expect(await paymentsOfOrder(database.db, shop, order.id)).toHaveLength(0);
  });

  it('refuses a link that names another customer’s order', async () => {
    const { order } = await invoiceWithLink();
    const link = createPaylink(shop, {
      customerId: randomUUID(),
      orderId: order.id,
      amount: 100,
      expiresAt: inDays(1),
    });
    expect(await viewPaylink(database.db, shop, link.token)).toEqual({ ok: false, code: 'PAYLINK_INVALID' });
  });

  it('offers only the link methods of SPEC §9', async () => {
    const { link } = await invoiceWithLink();
    for (const method of ['invoice', 'amex', 'click-to-pay', 'bitcoin', null])
      expect(await payPaylink(database.db, shop, { token: link.token, method })).toEqual({
        ok: false,
        code: 'PAYMENT_METHOD_UNAVAILABLE',
      });
  });

  it('does not let the hosted page be opened or submitted with another attempt’s or shop’s signature', async () => {
    const { link } = await invoiceWithLink();
    const started = await payPaylink(database.db, shop, { token: link.token, method: 'paypal' });
    if (!started.ok) throw new Error(started.code);
    const other = hostedPageSignature('de', randomUUID());
    expect(
      await completeHostedPayment(database.db, shop, {
        attemptId: started.attemptId,
        sig: other,
        outcome: 'paid',
      }),
    ).toEqual({ ok: false });
    const atSig = hostedPageSignature('at', started.attemptId);
    expect(
      await completeHostedPayment(database.db, testShop('at', clock), {
        attemptId: started.attemptId,
        sig: atSig,
        outcome: 'paid',
      }),
    ).toEqual({ ok: false });
    expect((await attemptRow(database.db, shop, started.attemptId)).status).toBe('pending');
  });
});
