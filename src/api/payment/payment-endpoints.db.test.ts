import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Every log line of this file, unredacted, so the last test can check no card number ever reached a log.
const lines = vi.hoisted(() => [] as string[]);
vi.hoisted(async () => {
  const { default: pino } = await import('pino');
  (globalThis as Record<symbol, unknown>)[Symbol.for('schaufenster.logger')] = pino(
    { level: 'trace' },
    { write: (line: string) => void lines.push(line) },
  );
});

import { sql } from 'drizzle-orm';
import { ledgerEntries } from '@/commerce/account-ledger/ledger.schema';
import { signedCallbackRequest } from '@/commerce/payment/callback-signature';
import { devProviderCallback } from '@/commerce/payment/dev-payment-provider';
import { attemptRow, orderStatus, paymentsOfOrder, testOrder } from '@/commerce/payment/payment-factories';
import { paymentAttempts } from '@/commerce/payment/payment.schema';
import type { TestCallback } from '@/commerce/payment/callback-signature';
import { startPayment } from '@/commerce/payment/start-payment';
import { TestBrowser } from '@/api/identity/http-test-client';
import { setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { getPaymentAttempt } from './payment-attempt-endpoint';
import { postPaymentCallback } from './payment-callback-endpoint';
import { postPaymentRetry } from './payment-retry-endpoint';
import { getPspTestPage, postPspTestComplete } from './psp-test-endpoints';
import { liveShop, loggedInShopper, pressButton } from './payment-test-browser';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  setDatabase(database);
});
afterAll(() => database.close());

const attemptHandler = (id: string) => (r: Request) => getPaymentAttempt(r, id);
const pageOf = (redirectUrl: string) => {
  const url = new URL(redirectUrl, 'http://localhost:3000');
  return { path: url.pathname, sig: url.searchParams.get('sig')!, attemptId: url.pathname.split('/').pop()! };
};

/** A logged-in shopper with a card order awaiting payment and its started attempt. */
async function shopperWithCardOrder(totalAmount = 12_990) {
  const shopper = await loggedInShopper(database.db);
  const order = await testOrder(database.db, shopper.shop, { customerId: shopper.customerId, totalAmount });
  const started = await startPayment(database.db, shopper.shop, {
    purpose: 'order',
    customerId: shopper.customerId,
    orderId: order.id,
    method: 'visa',
    amount: totalAmount,
    returnPath: '/kasse/bezahlt',
  });
  return { ...shopper, order, started };
}

const callbackRequest = (signed: { body: string; headers: Headers }, host = 'localhost:3000') =>
  new Request(`http://${host}/api/payments/callback`, {
    method: 'POST',
    headers: {
      host,
      'content-type': 'application/json',
      'x-psp-signature': signed.headers.get('x-psp-signature') ?? '',
    },
    body: signed.body,
  });

async function callbackOf(attemptId: string, change: Partial<TestCallback> = {}): Promise<TestCallback> {
  const attempt = await attemptRow(database.db, liveShop(), attemptId);
  return {
    attemptId,
    providerReference: attempt.providerReference!,
    status: 'paid',
    amount: attempt.amount,
    currency: attempt.currency,
    issuedAt: new Date().toISOString(),
    ...change,
  };
}

describe('the test payment page', () => {
  it('is a localized, accessible TEST page with merchant, amount, method and three buttons, and no card fields', async () => {
    const { started } = await shopperWithCardOrder();
    const { path } = pageOf(started.redirectUrl);
    const response = await getPspTestPage(
      new Request(`http://localhost:3000${started.redirectUrl}`),
      pageOf(started.redirectUrl).attemptId,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('TESTUMGEBUNG: Dies ist eine Testzahlungsseite.');
    expect(html).toContain('Testzahlung – es werden keine Kartendaten erfasst.');
    expect(html).toMatch(/<h1>Testzahlung<\/h1>/);
    expect(html).toContain('<dd>Lindenberg</dd>');
    expect(html.replace(/\u00a0/g, ' ')).toContain('<dd>129,90 €</dd>');
    expect(html).toContain('<dd>Visa</dd>');
    expect(html).toContain(
      '<button type="submit" name="outcome" value="paid" class="primary">Bezahlen</button>',
    );
    expect(html).toContain('value="failed">Zahlung fehlschlagen lassen</button>');
    expect(html).toContain('value="cancelled">Zahlung abbrechen</button>');
    expect(html).toContain(`action="${path}/complete?lang=de"`);
    expect(html).toContain('prefers-color-scheme: dark');
    expect(html).toContain('name="viewport"');
    expect(html.match(/<input /g)).toHaveLength(1);
    expect(html).toContain('type="hidden" name="sig"');
  });

  it('speaks French in the Swiss shop’s French locale', async () => {
    const shopper = await loggedInShopper(database.db, 'ch');
    const order = await testOrder(database.db, shopper.shop, {
      customerId: shopper.customerId,
      totalAmount: 5_000,
    });
    const shop = { ...shopper.shop, locale: 'fr-CH' as const };
    const started = await startPayment(database.db, shop, {
      purpose: 'order',
      customerId: shopper.customerId,
      orderId: order.id,
      method: 'mastercard',
      amount: 5_000,
      returnPath: '/fr/caisse/paye',
    });
    expect(started.redirectUrl).toContain('lang=fr');
    const response = await getPspTestPage(
      new Request(`http://ch.localhost:3000${started.redirectUrl}`, {
        headers: { host: 'ch.localhost:3000' },
      }),
      pageOf(started.redirectUrl).attemptId,
    );
    const html = await response.text();
    expect(html).toContain('<html lang="fr-CH">');
    expect(html).toContain('ENVIRONNEMENT DE TEST');
    expect(html).toContain('Paiement test – aucune donnée de carte n’est saisie.');
  });

  it('shows nothing for a wrong signature or another shop', async () => {
    const { started } = await shopperWithCardOrder();
    const { path, attemptId } = pageOf(started.redirectUrl);
    const forged = await getPspTestPage(new Request(`http://localhost:3000${path}?sig=abc`), attemptId);
    expect(forged.status).toBe(404);
    expect(await forged.text()).toContain('Zahlung nicht gefunden');
    const other = await getPspTestPage(
      new Request(`http://at.localhost:3000${started.redirectUrl}`, {
        headers: { host: 'at.localhost:3000' },
      }),
      attemptId,
    );
    expect(other.status).toBe(404);
  });

  it('pays: the provider calls the shop back, the order is paid, the shopper returns (303) with the attempt', async () => {
    const { browser, order, started, shop } = await shopperWithCardOrder();
    const { path, sig, attemptId } = pageOf(started.redirectUrl);
    const done = await postPspTestComplete(pressButton(path, sig, 'paid'), attemptId);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`/kasse/bezahlt?attempt=${attemptId}`);
    expect(await orderStatus(database.db, shop, order.id)).toBe('paid');
    expect(await paymentsOfOrder(database.db, shop, order.id)).toHaveLength(1);

    const read = await browser.call(attemptHandler(attemptId), `/api/payments/attempts/${attemptId}`);
    expect(read).toMatchObject({
      status: 200,
      body: {
        status: 'paid',
        purpose: 'order',
        orderNumber: order.orderNumber,
        amount: { amount: 12_990, currency: 'EUR' },
      },
    });

    // Pressing again (back button) changes nothing and the page now says it is done.
    const again = await postPspTestComplete(pressButton(path, sig, 'failed'), attemptId);
    expect(again.status).toBe(303);
    expect((await attemptRow(database.db, shop, attemptId)).status).toBe('paid');
    const page = await getPspTestPage(new Request(`http://localhost:3000${started.redirectUrl}`), attemptId);
    expect(await page.text()).toContain('Zahlung bereits abgeschlossen');
  });

  it('refuses a button press from another site, with a forged signature or an unknown outcome', async () => {
    const { started, shop } = await shopperWithCardOrder();
    const { path, sig, attemptId } = pageOf(started.redirectUrl);
    const foreign = pressButton(path, sig, 'paid');
    const fromEvil = new Request(foreign.url, {
      method: 'POST',
      headers: { ...Object.fromEntries(foreign.headers), origin: 'https://evil.example' },
      body: new URLSearchParams({ sig, outcome: 'paid' }).toString(),
    });
    expect((await postPspTestComplete(fromEvil, attemptId)).status).toBe(403);
    expect((await postPspTestComplete(pressButton(path, 'forged', 'paid'), attemptId)).status).toBe(404);
    expect((await postPspTestComplete(pressButton(path, sig, 'refund'), attemptId)).status).toBe(404);
    expect((await attemptRow(database.db, shop, attemptId)).status).toBe('pending');
  });
});

describe('POST /api/payments/callback', () => {
  it('applies a signed callback once and answers a replay without changing anything', async () => {
    const { order, started, shop } = await shopperWithCardOrder();
    const signed = devProviderCallback(await callbackOf(started.attemptId));
    const first = await postPaymentCallback(callbackRequest(signed));
    expect([first.status, await first.json()]).toEqual([200, { status: 'paid', changed: true }]);
    const replay = await postPaymentCallback(callbackRequest(signed));
    expect([replay.status, await replay.json()]).toEqual([200, { status: 'paid', changed: false }]);
    expect(await paymentsOfOrder(database.db, shop, order.id)).toHaveLength(1);
  });

  it('refuses forged, wrong-amount and other-shop callbacks without changing anything', async () => {
    const { order, started, shop } = await shopperWithCardOrder();
    const forged = signedCallbackRequest(
      await callbackOf(started.attemptId),
      'guessed-secret-guessed-secret-0123456',
    );
    expect((await postPaymentCallback(callbackRequest(forged))).status).toBe(401);
    const cheap = devProviderCallback(await callbackOf(started.attemptId, { amount: 1 }));
    const mismatch = await postPaymentCallback(callbackRequest(cheap));
    expect([mismatch.status, await mismatch.json()]).toEqual([409, { error: 'PAYMENT_CALLBACK_MISMATCH' }]);
    const elsewhere = devProviderCallback(await callbackOf(started.attemptId));
    expect((await postPaymentCallback(callbackRequest(elsewhere, 'at.localhost:3000'))).status).toBe(404);
    const junk = new Request('http://localhost:3000/api/payments/callback', {
      method: 'POST',
      body: 'x'.repeat(10_000),
    });
    expect((await postPaymentCallback(junk)).status).toBe(413);
    expect((await attemptRow(database.db, shop, started.attemptId)).status).toBe('pending');
    expect(await orderStatus(database.db, shop, order.id)).toBe('awaiting-payment');
    expect(lines.join('')).toContain('payment callback does not match its attempt');
  });
});

describe('GET /api/payments/attempts/{id}', () => {
  it('answers only the customer who owns the attempt', async () => {
    const { started } = await shopperWithCardOrder();
    const other = await loggedInShopper(database.db);
    const id = started.attemptId;
    const path = `/api/payments/attempts/${id}`;
    expect((await other.browser.call(attemptHandler(id), path)).status).toBe(404);
    expect((await new TestBrowser().call(attemptHandler(id), path)).status).toBe(404);
    expect((await other.browser.call(attemptHandler(id), `${path}?token=forged.token`)).status).toBe(404);
    expect(
      (await other.browser.call(attemptHandler('not-a-uuid'), '/api/payments/attempts/not-a-uuid')).status,
    ).toBe(404);
  });
});

describe('POST /api/payments/retry', () => {
  it('starts another attempt for the owner, and refuses strangers and the logged-out', async () => {
    const { browser, order, started, shop } = await shopperWithCardOrder();
    const { path, sig, attemptId } = pageOf(started.redirectUrl);
    await postPspTestComplete(pressButton(path, sig, 'cancelled'), attemptId);
    expect(await orderStatus(database.db, shop, order.id)).toBe('awaiting-payment');

    const body = { orderNumber: order.orderNumber, method: 'paypal', amount: 1 };
    expect(await new TestBrowser().call(postPaymentRetry, '/api/payments/retry', { body })).toMatchObject({
      status: 401,
      body: { error: 'CHECKOUT_LOGIN_REQUIRED', level: 'anonymous' },
    });
    const stranger = await loggedInShopper(database.db);
    expect(await stranger.browser.call(postPaymentRetry, '/api/payments/retry', { body })).toMatchObject({
      status: 409,
      body: { error: 'PAYMENT_ORDER_NOT_PAYABLE' },
    });
    expect((await browser.call(postPaymentRetry, '/api/payments/retry', { body, bare: true })).status).toBe(
      403,
    );

    const retried = await browser.call(postPaymentRetry, '/api/payments/retry', { body });
    expect(retried.status).toBe(200);
    const next = pageOf(retried.body!.redirectUrl as string);
    expect((await attemptRow(database.db, shop, next.attemptId)).amount).toBe(12_990);
    await postPspTestComplete(pressButton(next.path, next.sig, 'paid'), next.attemptId);
    expect(await orderStatus(database.db, shop, order.id)).toBe('paid');
  });
});

describe('card numbers', () => {
  it('never reach the logs or the database, even when a caller sends one', async () => {
    const pan = '4111111111111111';
    const { started } = await shopperWithCardOrder();
    const smuggled = devProviderCallback(await callbackOf(started.attemptId));
    const body = JSON.stringify({ ...JSON.parse(smuggled.body), cardNumber: pan });
    const request = new Request('http://localhost:3000/api/payments/callback', {
      method: 'POST',
      headers: { 'x-psp-signature': smuggled.headers.get('x-psp-signature')! },
      body,
    });
    expect((await postPaymentCallback(request)).status).toBe(401);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(3);
    // Ids and the logger's epoch timestamps are long numbers too; nothing else may be.
    const withoutIds = (text: string) =>
      text
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '')
        .replace(/"time":\d+/g, '');
    expect(withoutIds(log)).not.toMatch(/\d{13,19}/);
    const stored = JSON.stringify([
      await database.db.select().from(paymentAttempts),
      await database.db.select().from(ledgerEntries),
      await database.db.execute(sql`select payload from outbox_events`),
    ]);
    expect(withoutIds(stored)).not.toMatch(/\d{13,19}/);
  });
});
