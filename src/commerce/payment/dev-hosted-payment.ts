// The test provider's own side: its hosted page reads the payment it was asked for (the attempt stands in for the
// provider's session store) and, once the shopper chose pay / fail / cancel, signs a callback and delivers it to
// the shop exactly as an HTTP callback would be received. No card data is asked for, so none can leak.
import { and, eq } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { devProviderCallback, verifyHostedPageSignature } from './dev-payment-provider';
import { returnUrlOf } from './return-url';
import type { ProviderOutcome } from './payment-provider';
import { paymentAttempts, type PaymentAttemptStatus } from './payment.schema';
import { paymentTestMode } from './payment-providers';
import { receivePaymentCallback, type ReceivedCallback } from './receive-payment-callback';

export interface HostedPayment {
  attemptId: string;
  method: string;
  amount: number;
  currency: string;
  status: PaymentAttemptStatus;
  returnPath: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The payment behind a hosted-page link, or null when the link's signature does not fit this shop and attempt. */
export async function loadHostedPayment(
  db: Db,
  shop: ShopContext,
  attemptId: string,
  sig: string,
): Promise<(HostedPayment & { providerReference: string }) | null> {
  // The test provider exists only for the shops PAYMENT_TEST_MODE names: elsewhere its pages are not there at all.
  if (!paymentTestMode(shop.tenant.key)) return null;
  if (!UUID.test(attemptId) || !verifyHostedPageSignature(shop.tenant.key, attemptId, sig)) return null;
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.tenantId, shop.tenant.key), eq(paymentAttempts.id, attemptId)));
  // Only the test provider's own attempts: a real provider's payment is never completed here.
  if (!row?.providerReference || row.provider !== 'psp-test') return null;
  return {
    attemptId: row.id,
    method: row.method,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    returnPath: row.returnPath,
    providerReference: row.providerReference,
  };
}

export type HostedCompletion = { ok: true; returnUrl: string; received: ReceivedCallback } | { ok: false };

/** The shopper pressed pay, fail or cancel: the provider calls the shop back (signed), then sends the shopper home. */
export async function completeHostedPayment(
  db: Db,
  shop: ShopContext,
  input: { attemptId: string; sig: string; outcome: ProviderOutcome },
): Promise<HostedCompletion> {
  const payment = await loadHostedPayment(db, shop, input.attemptId, input.sig);
  if (!payment) return { ok: false };
  // A second press (back button, double click) sends nothing new: the shop already knows the outcome.
  if (payment.status !== 'pending')
    return {
      ok: true,
      returnUrl: returnUrlOf(payment),
      received: {
        kind: 'unchanged',
        attemptId: payment.attemptId,
        status: payment.status,
        returnPath: payment.returnPath,
      },
    };
  const request = devProviderCallback({
    attemptId: payment.attemptId,
    providerReference: payment.providerReference,
    status: input.outcome,
    amount: payment.amount,
    currency: payment.currency,
    issuedAt: shop.now().toISOString(),
  });
  const received = await receivePaymentCallback(db, shop, request);
  return { ok: true, returnUrl: returnUrlOf(payment), received };
}
