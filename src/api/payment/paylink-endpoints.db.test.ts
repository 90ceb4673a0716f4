import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaylink } from '@/commerce/payment/create-paylink';
import { paymentsOfOrder, testOrder } from '@/commerce/payment/payment-factories';
import { signPaylinkToken } from '@/commerce/payment/paylink-token';
import { TestBrowser } from '@/api/identity/http-test-client';
import { setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { getPaylink, postPaylinkPay } from './paylink-endpoints';
import { getPaymentAttempt } from './payment-attempt-endpoint';
import { liveShop, pressButton } from './payment-test-browser';
import { postPspTestComplete } from './psp-test-endpoints';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  setDatabase(database);
});
afterAll(() => database.close());

const shop = liveShop('de');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

async function invoiceLink(amount = 7_500, expiresAt = inDays(14)) {
  const order = await testOrder(database.db, shop, {
    status: 'placed',
    payment: { method: 'invoice' },
    totalAmount: 7_500,
    dueOn: '2026-12-07',
    paymentDeadline: null,
  });
  return {
    order,
    link: createPaylink(shop, { customerId: order.customerId, orderId: order.id, amount, expiresAt }),
  };
}

const view = (browser: TestBrowser, token: string, host?: string) =>
  browser.call(getPaylink, `/api/paylink?token=${encodeURIComponent(token)}`, { host });

describe('payment link endpoints', () => {
  it('shows the link, pays it without a login through the test page, and then shows it paid', async () => {
    const { order, link } = await invoiceLink();
    const browser = new TestBrowser();
    expect(await view(browser, link.token)).toMatchObject({
      status: 200,
      body: {
        status: 'open',
        amount: { amount: 7_500, currency: 'EUR' },
        orderNumber: order.orderNumber,
        dueOn: '2026-12-07',
        methods: ['paypal', 'mastercard', 'visa', 'diners', 'discover'],
      },
    });
    const started = await browser.call(postPaylinkPay, '/api/paylink/pay', {
      body: { token: link.token, method: 'discover', amount: 1 },
    });
    expect(started.status).toBe(200);
    const url = new URL(started.body!.redirectUrl as string, 'http://localhost:3000');
    const attemptId = url.pathname.split('/').pop()!;
    const done = await postPspTestComplete(
      pressButton(url.pathname, url.searchParams.get('sig')!, 'paid'),
      attemptId,
    );
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(
      `/paylink/returning-success?token=${encodeURIComponent(link.token)}&attempt=${attemptId}`,
    );
    const read = await browser.call(
      (r) => getPaymentAttempt(r, attemptId),
      `/api/payments/attempts/${attemptId}?token=${encodeURIComponent(link.token)}`,
    );
    expect(read).toMatchObject({
      status: 200,
      body: { status: 'paid', purpose: 'paylink', amount: { amount: 7_500 } },
    });
    expect(await view(browser, link.token)).toMatchObject({
      body: { status: 'paid', amount: { amount: 0 } },
    });
    expect(
      await browser.call(postPaylinkPay, '/api/paylink/pay', { body: { token: link.token, method: 'visa' } }),
    ).toMatchObject({
      status: 409,
      body: { error: 'PAYLINK_ALREADY_PAID' },
    });
    expect(await paymentsOfOrder(database.db, shop, order.id)).toHaveLength(1);
  });

  it('answers expired, forged and another shop’s links alike, and reads no more of them', async () => {
    const { link } = await invoiceLink();
    const { order } = await invoiceLink();
    const expired = signPaylinkToken({
      tenant: 'de',
      customerId: order.customerId,
      orderId: order.id,
      amount: 7_500,
      currency: 'EUR',
      exp: Math.floor(Date.now() / 1000) - 1,
      nonce: 'expired-expired-expired',
    });
    const browser = new TestBrowser();
    const invalid = { status: 404, body: { error: 'PAYLINK_INVALID' } };
    expect(await view(browser, expired)).toEqual(expect.objectContaining(invalid));
    expect(await view(browser, `${link.token.slice(0, -3)}abc`)).toEqual(expect.objectContaining(invalid));
    expect(await view(browser, '')).toEqual(expect.objectContaining(invalid));
    expect(await view(browser, link.token, 'at.localhost:3000')).toEqual(expect.objectContaining(invalid));
    expect(
      await browser.call(postPaylinkPay, '/api/paylink/pay', {
        body: { token: link.token, method: 'visa' },
        host: 'nl.localhost:3000',
      }),
    ).toMatchObject(invalid);
  });

  it('refuses a forged form post, a wrong method and a malformed body', async () => {
    const { link } = await invoiceLink();
    const browser = new TestBrowser();
    expect(
      (
        await browser.call(postPaylinkPay, '/api/paylink/pay', {
          body: { token: link.token, method: 'visa' },
          bare: true,
        })
      ).status,
    ).toBe(403);
    expect(
      await browser.call(postPaylinkPay, '/api/paylink/pay', {
        body: { token: link.token, method: 'invoice' },
      }),
    ).toMatchObject({
      status: 422,
      body: { error: 'PAYMENT_METHOD_UNAVAILABLE' },
    });
    expect(
      await browser.call(postPaylinkPay, '/api/paylink/pay', { body: { token: link.token } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'PAYMENT_INVALID_INPUT' },
    });
  });
});
