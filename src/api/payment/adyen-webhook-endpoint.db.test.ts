// The Adyen adapter against a local stand-in that answers as Adyen's Checkout API documentation shows (sessions in
// hosted mode, refunds), with Adyen's standard webhook signed the documented way: the round trip pays the order once,
// a bad signature changes nothing, a refund is asked for once and recorded.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const config = vi.hoisted(() => ({ current: null as null | Record<string, unknown> }));
vi.mock('@/platform/config/env', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/platform/config/env')>();
  return { ...real, env: () => config.current ?? real.env() };
});

import { and, eq } from 'drizzle-orm';
import { postAdyenWebhook } from './adyen-webhook-endpoint';
import { creditCancelledOrder } from '@/commerce/order/order-credits';
import { findOrderById } from '@/commerce/order/order-store';
import { orderPayments } from '@/commerce/payment/order-payments';
import { testClock, testShop } from '@/commerce/customer/customer-factories';
import { parseEnv } from '@/platform/config/env';
import { setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { attemptRow, orderStatus, paymentsOfOrder, testOrder } from '@/commerce/payment/payment-factories';
import { paymentTestMode, providerFor } from '@/commerce/payment/payment-providers';
import { paymentRefunds } from '@/commerce/payment/payment.schema';
import { requestRefund } from '@/commerce/payment/request-refund';
import { sendRefund } from '@/commerce/payment/send-refund';
import { startPayment } from '@/commerce/payment/start-payment';

const hmacKey = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const merchantAccount = 'LindenbergECOM';

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}
const seen: Seen[] = [];
let server: Server;
let database: TestDatabase;

/** Answers like https://checkout-test.adyen.com/v72 (API explorer examples), and records what it was asked. */
function standIn(req: IncomingMessage, body: string): { status: number; json: unknown } {
  const parsed = body ? (JSON.parse(body) as Record<string, unknown>) : {};
  seen.push({ method: req.method!, path: req.url!, headers: req.headers, body: parsed });
  if (req.headers['x-api-key'] !== 'AQE-test-key')
    return {
      status: 401,
      json: {
        status: 401,
        errorCode: '000',
        message: 'HTTP Status Response - Unauthorized',
        errorType: 'security',
      },
    };
  if (req.method === 'POST' && req.url === '/v72/sessions') {
    const id = `CS${String(seen.length).padStart(14, '0')}`;
    return {
      status: 201,
      json: {
        ...parsed,
        id,
        mode: 'hosted',
        expiresAt: '2026-11-25T16:00:00+01:00',
        sessionData: 'Ab02b4c0!BQABAgB…',
        url: `https://checkoutshopper-test.adyen.com/checkoutshopper/v1/sessions/${id}/payments?resultCode=…`,
      },
    };
  }
  const refund = /^\/v72\/payments\/([A-Z0-9]+)\/refunds$/.exec(req.url!);
  if (req.method === 'POST' && refund)
    return {
      status: 201,
      json: {
        merchantAccount: parsed.merchantAccount,
        paymentPspReference: refund[1],
        pspReference: 'RF0000000000001',
        reference: parsed.reference,
        status: 'received',
        amount: parsed.amount,
      },
    };
  return { status: 404, json: { status: 404, errorCode: '000', message: 'not found' } };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const answer = standIn(req, body);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  config.current = parseEnv({
    NODE_ENV: 'test',
    PAYMENT_PROVIDER: 'adyen',
    ADYEN_API_KEY: 'AQE-test-key',
    ADYEN_MERCHANT_ACCOUNT: merchantAccount,
    ADYEN_HMAC_KEY: hmacKey,
    ADYEN_API_BASE_URL: `http://127.0.0.1:${port}`,
  });
  database = await createTestDatabase();
  setDatabase(database);
});
afterAll(async () => {
  await database.close();
  await new Promise((resolve) => server.close(resolve));
});

const shop = testShop('nl', testClock(new Date()));

/** Adyen's documented HMAC of a standard notification item: the eight fields joined by ':', key from hex, base64. */
function signed(item: Record<string, unknown> & { amount: { value: number; currency: string } }) {
  const data = [
    item.pspReference,
    item.originalReference ?? '',
    item.merchantAccountCode,
    item.merchantReference,
    item.amount.value,
    item.amount.currency,
    item.eventCode,
    item.success,
  ].join(':');
  const hmacSignature = createHmac('sha256', Buffer.from(hmacKey, 'hex'))
    .update(data, 'utf8')
    .digest('base64');
  return { ...item, additionalData: { ...(item.additionalData as object), hmacSignature } };
}

const webhook = (items: unknown[]) =>
  postAdyenWebhook(
    new Request('http://nl.localhost:3000/api/payments/adyen/webhook', {
      method: 'POST',
      headers: { host: 'nl.localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify({
        live: 'false',
        notificationItems: items.map((i) => ({ NotificationRequestItem: i })),
      }),
    }),
  );

async function idealOrder() {
  const order = await testOrder(database.db, shop, { payment: { method: 'ideal' }, totalAmount: 4_990 });
  const started = await startPayment(database.db, shop, {
    purpose: 'order',
    customerId: order.customerId,
    orderId: order.id,
    method: 'ideal',
    amount: 4_990,
    returnPath: '/kassa/betaald',
  });
  return { order, started, attempt: await attemptRow(database.db, shop, started.attemptId) };
}

const authorisation = (attemptId: string, change: Record<string, unknown> = {}) => ({
  pspReference: 'QFQTPCQ8HXSKGK82',
  merchantAccountCode: merchantAccount,
  merchantReference: attemptId,
  amount: { value: 4_990, currency: 'EUR' },
  eventCode: 'AUTHORISATION',
  eventDate: new Date().toISOString(),
  success: 'true',
  paymentMethod: 'ideal',
  ...change,
});

describe('Adyen', () => {
  it('is the provider when configured, with the test provider off', () => {
    expect(providerFor('nl')?.name).toBe('adyen');
    expect(paymentTestMode('nl')).toBe(false);
  });

  it('creates a hosted Checkout session for the chosen method and sends the shopper to its page', async () => {
    const { started, attempt } = await idealOrder();
    const request = seen.at(-1)!;
    expect(request.path).toBe('/v72/sessions');
    expect(request.headers['idempotency-key']).toBe(started.attemptId);
    expect(request.body).toMatchObject({
      merchantAccount,
      reference: started.attemptId,
      amount: { value: 4_990, currency: 'EUR' },
      countryCode: 'NL',
      shopperLocale: 'nl-NL',
      mode: 'hosted',
      allowedPaymentMethods: ['ideal'],
      returnUrl: `http://nl.localhost:3000/kassa/betaald?attempt=${started.attemptId}`,
    });
    expect(started.redirectUrl).toMatch(/^https:\/\/checkoutshopper-test\.adyen\.com\//);
    expect(attempt).toMatchObject({ provider: 'adyen', status: 'pending', redirectUrl: started.redirectUrl });
    expect(attempt.providerReference).toMatch(/^CS/);
  });

  it('pays the order once from a signed AUTHORISATION webhook and answers [accepted]', async () => {
    const { order, started, attempt } = await idealOrder();
    const item = signed(
      authorisation(started.attemptId, { additionalData: { checkoutSessionId: attempt.providerReference } }),
    );
    const answer = await webhook([item]);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('[accepted]');
    expect(await orderStatus(database.db, shop, order.id)).toBe('paid');
    expect(await attemptRow(database.db, shop, started.attemptId)).toMatchObject({
      status: 'paid',
      pspReference: 'QFQTPCQ8HXSKGK82',
    });
    // Adyen delivers at least once: the same item again books nothing more.
    expect(await (await webhook([item])).text()).toBe('[accepted]');
    const payments = await paymentsOfOrder(database.db, shop, order.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: -4_990, reference: 'payment:QFQTPCQ8HXSKGK82' });
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const { order, started } = await idealOrder();
    const item = signed(authorisation(started.attemptId, { pspReference: 'A2B3C4D5E6F7G8H9' }));
    const cheaper = { ...item, amount: { value: 1, currency: 'EUR' } };
    expect((await webhook([cheaper])).status).toBe(401);
    const unsigned = { ...item, additionalData: {} };
    expect((await webhook([unsigned])).status).toBe(401);
    const otherKey = {
      ...item,
      additionalData: { hmacSignature: createHmac('sha256', 'guess').update('x').digest('base64') },
    };
    expect((await webhook([otherKey])).status).toBe(401);
    expect(await orderStatus(database.db, shop, order.id)).toBe('awaiting-payment');
    expect((await attemptRow(database.db, shop, started.attemptId)).status).toBe('pending');
  });

  it('keeps a refused payment open: AUTHORISATION with success=false fails the attempt only', async () => {
    const { order, started } = await idealOrder();
    await webhook([
      signed(authorisation(started.attemptId, { pspReference: 'R3FUS3D000000001', success: 'false' })),
    ]);
    expect((await attemptRow(database.db, shop, started.attemptId)).status).toBe('failed');
    expect(await orderStatus(database.db, shop, order.id)).toBe('awaiting-payment');
  });

  it('refunds a cancelled paid order through Adyen once, and records the outcome from the REFUND webhook', async () => {
    const { order, started } = await idealOrder();
    await webhook([signed(authorisation(started.attemptId, { pspReference: 'PAID000000000042' }))]);
    const paidOrder = (await findOrderById(database.db, shop, order.id))!;
    await database.db.transaction((tx) => creditCancelledOrder(tx, shop, paidOrder, orderPayments));
    await database.db.transaction((tx) => creditCancelledOrder(tx, shop, paidOrder, orderPayments));
    const refunds = await database.db
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.tenantId, 'nl'), eq(paymentRefunds.orderId, order.id)));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      reason: 'cancellation',
      amount: 4_990,
      status: 'requested',
      provider: 'adyen',
    });
    // Asking again for the same cause records nothing new.
    expect(
      await database.db.transaction((tx) =>
        requestRefund(tx, shop, { orderId: order.id, reason: 'cancellation', amount: 4_990 }),
      ),
    ).toBeNull();

    const refundId = refunds[0]!.id;
    expect(await sendRefund(database.db, 'nl', refundId, new Date())).toBe('sent');
    // The outbox retrying after a crash asks nothing more.
    expect(await sendRefund(database.db, 'nl', refundId, new Date())).toBe('skipped');
    const asked = seen.filter((s) => s.path.endsWith('/refunds'));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      path: '/v72/payments/PAID000000000042/refunds',
      headers: { 'idempotency-key': refundId },
      body: { merchantAccount, reference: refundId, amount: { value: 4_990, currency: 'EUR' } },
    });
    const [received] = await database.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
    expect(received).toMatchObject({ status: 'received', providerReference: 'RF0000000000001' });

    const refunded = signed({
      pspReference: 'RF0000000000001',
      originalReference: 'PAID000000000042',
      merchantAccountCode: merchantAccount,
      merchantReference: refundId,
      amount: { value: 4_990, currency: 'EUR' },
      eventCode: 'REFUND',
      eventDate: new Date().toISOString(),
      success: 'true',
    });
    expect(await (await webhook([refunded])).text()).toBe('[accepted]');
    const [done] = await database.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
    expect(done!.status).toBe('refunded');
  });
});
