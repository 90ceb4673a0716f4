// Issue 13, finding 1 ("paying without paying"): the shopper received the test provider's signature in the redirect
// URL, and posting `sig=<from the URL>&outcome=paid` marked a card order paid, in every build. These tests perform
// that attack in a production-like configuration and pin that nothing is marked paid any more.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const config = vi.hoisted(() => ({ current: null as null | Record<string, unknown> }));
vi.mock('@/platform/config/env', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/platform/config/env')>();
  return { ...real, env: () => config.current ?? real.env() };
});

import { devSecrets, parseEnv } from '@/platform/config/env';
import { devProviderCallback, hostedPageSignature } from '@/commerce/payment/dev-payment-provider';
import { attemptRow, orderStatus, paymentsOfOrder, testOrder } from '@/commerce/payment/payment-factories';
import type { PaymentProvider } from '@/commerce/payment/payment-provider';
import { startPayment } from '@/commerce/payment/start-payment';
import { findOrderById } from '@/commerce/order/order-store';
import { setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { postPaymentCallback } from './payment-callback-endpoint';
import { getPspTestPage, postPspTestComplete } from './psp-test-endpoints';
import { liveShop, pressButton } from './payment-test-browser';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  setDatabase(database);
});
afterAll(() => database.close());
beforeEach(() => {
  config.current = null;
});

const own = { PAYMENT_PROVIDER_SECRET: 'p'.repeat(40), PAYLINK_SECRET: 'l'.repeat(40) };
const adyen = {
  PAYMENT_PROVIDER: 'adyen',
  ADYEN_API_KEY: 'test-key',
  ADYEN_MERCHANT_ACCOUNT: 'LindenbergECOM',
  ADYEN_HMAC_KEY: 'ab'.repeat(32),
  ADYEN_API_BASE_URL: 'http://127.0.0.1:9',
};
/** A production deployment: Adyen takes the payments, the test provider is off. */
const production = () => parseEnv({ NODE_ENV: 'production', ...own, ...adyen });

/** Stands in for a real provider's redirect: what the shop hands out in production (no test-page signature). */
const realProvider: PaymentProvider = {
  name: 'adyen',
  async createPayment(request) {
    return {
      redirectUrl: `https://checkout.example/session/${request.attemptId}`,
      providerReference: `CS${request.attemptId}`,
    };
  },
  async refund() {
    throw new Error('not in these tests');
  },
};

async function cardOrder(tenant: 'de' | 'nl' = 'de', provider?: PaymentProvider) {
  const shop = liveShop(tenant);
  const order = await testOrder(database.db, shop, {});
  const started = await startPayment(
    database.db,
    shop,
    {
      purpose: 'order',
      customerId: order.customerId,
      orderId: order.id,
      method: 'visa',
      amount: 12_990,
      returnPath: '/kasse/bezahlt',
    },
    provider,
  );
  return { shop, order, started };
}

const pathOf = (attemptId: string) => `/api/psp-test/pay/${attemptId}`;
const hostOf = { de: 'localhost:3000', nl: 'nl.localhost:3000' } as const;

describe('the test provider in a production build', () => {
  it('no longer marks a card order paid for the signature from the redirect URL and outcome=paid', async () => {
    // The order was handed to the test provider (as every order was before), the shopper holds the URL's signature…
    const { shop, order, started } = await cardOrder();
    const sig = new URL(started.redirectUrl, 'http://localhost:3000').searchParams.get('sig')!;
    expect(sig).toBeTruthy();
    // …and the shop now runs as a production deployment.
    config.current = production();
    const attack = await postPspTestComplete(
      pressButton(pathOf(started.attemptId), sig, 'paid'),
      started.attemptId,
    );
    expect(attack.status).toBe(404);
    expect(
      (await getPspTestPage(new Request(`http://localhost:3000${started.redirectUrl}`), started.attemptId))
        .status,
    ).toBe(404);
    expect(await orderStatus(database.db, shop, order.id)).toBe('awaiting-payment');
    expect((await attemptRow(database.db, shop, started.attemptId)).status).toBe('pending');
    expect(await paymentsOfOrder(database.db, shop, order.id)).toHaveLength(0);
  });

  it('refuses a callback signed with the public development secret', async () => {
    const { shop, order, started } = await cardOrder();
    const attempt = await attemptRow(database.db, shop, started.attemptId);
    config.current = production();
    const forged = devProviderCallback(
      {
        attemptId: attempt.id,
        providerReference: attempt.providerReference!,
        status: 'paid',
        amount: attempt.amount,
        currency: attempt.currency,
        issuedAt: new Date().toISOString(),
      },
      devSecrets.PAYMENT_PROVIDER_SECRET,
    );
    const answer = await postPaymentCallback(
      new Request('http://localhost:3000/api/payments/callback', {
        method: 'POST',
        headers: {
          host: 'localhost:3000',
          'content-type': 'application/json',
          'x-psp-signature': forged.headers.get('x-psp-signature')!,
        },
        body: forged.body,
      }),
    );
    expect(answer.status).toBe(404);
    expect(await orderStatus(database.db, shop, order.id)).toBe('awaiting-payment');
  });

  it("never completes a real provider's payment on the test page, even where the test provider runs", async () => {
    // A shop on Adyen beside a demo shop: the attacker forges the test page's link for the real payment's attempt.
    config.current = parseEnv({ NODE_ENV: 'production', ...own, ...adyen, PAYMENT_TEST_MODE: 'de' });
    const { shop, order, started } = await cardOrder('de', realProvider);
    expect(started.redirectUrl).toMatch(/^https:\/\/checkout\.example\//);
    const sig = hostedPageSignature('de', started.attemptId, own.PAYMENT_PROVIDER_SECRET);
    const attack = await postPspTestComplete(
      pressButton(pathOf(started.attemptId), sig, 'paid'),
      started.attemptId,
    );
    expect(attack.status).toBe(404);
    expect(await orderStatus(database.db, shop, order.id)).toBe('awaiting-payment');
    expect((await attemptRow(database.db, shop, started.attemptId)).status).toBe('pending');
  });
});

describe('a demo shop (PAYMENT_TEST_MODE names it) in a production build', () => {
  it('pays through the test page there, marks the order a test order, and keeps the test provider off elsewhere', async () => {
    config.current = parseEnv({ NODE_ENV: 'production', ...own, ...adyen, PAYMENT_TEST_MODE: 'nl' });
    const { shop, order, started } = await cardOrder('nl');
    expect(started.redirectUrl).toContain('/api/psp-test/pay/');
    const sig = new URL(started.redirectUrl, 'http://nl.localhost:3000').searchParams.get('sig')!;
    const paid = await postPspTestComplete(
      pressButton(pathOf(started.attemptId), sig, 'paid', hostOf.nl),
      started.attemptId,
    );
    expect(paid.status).toBe(303);
    expect(await orderStatus(database.db, shop, order.id)).toBe('paid');
    expect((await findOrderById(database.db, shop, order.id))?.testOrder).toBe(true);

    // The German shop of the same deployment has no test provider: its routes are not there.
    const elsewhere = await postPspTestComplete(
      pressButton(pathOf(started.attemptId), sig, 'paid'),
      started.attemptId,
    );
    expect(elsewhere.status).toBe(404);
  });
});
