// The outbox's side of a refund (topic `payment-refund`): after the crediting transaction committed, ask the provider
// that took the payment to send the money back. The refund's id is the provider's idempotency key, so a retry after
// a crash or a timeout never refunds twice; a refund no longer 'requested' is left alone.
import { and, eq } from 'drizzle-orm';
import type { TenantKey } from '@/commerce/tenant/tenants';
import type { Db } from '@/platform/db/client';
import type { OutboxHandler } from '@/platform/jobs/outbox-worker';
import { providerNamed } from './payment-providers';
import type { PaymentProvider } from './payment-provider';
import { paymentAttempts, paymentRefunds } from './payment.schema';

export async function sendRefund(
  db: Db,
  tenant: TenantKey,
  refundId: string,
  now: Date,
  providerOf: (name: string, tenant: TenantKey) => PaymentProvider | null = providerNamed,
): Promise<'sent' | 'skipped' | 'no-provider'> {
  const [refund] = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.tenantId, tenant), eq(paymentRefunds.id, refundId)));
  if (!refund || refund.status !== 'requested') return 'skipped';
  const [attempt] = await db
    .select({ pspReference: paymentAttempts.pspReference })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.tenantId, tenant), eq(paymentAttempts.id, refund.attemptId)));
  const provider = providerOf(refund.provider, tenant);
  const where = and(eq(paymentRefunds.tenantId, tenant), eq(paymentRefunds.id, refund.id));
  if (!provider || !attempt?.pspReference) {
    // Nobody to ask (the test provider was switched off): on record as failed, for a person to settle.
    await db.update(paymentRefunds).set({ status: 'failed', updatedAt: now }).where(where);
    return 'no-provider';
  }
  const sent = await provider.refund({
    refundId: refund.id,
    tenant,
    pspReference: attempt.pspReference,
    amount: refund.amount,
    currency: refund.currency,
  });
  await db
    .update(paymentRefunds)
    .set({ status: sent.status, providerReference: sent.providerReference, updatedAt: now })
    .where(and(where, eq(paymentRefunds.status, 'requested')));
  return 'sent';
}

export function refundOutboxHandler(db: Db): OutboxHandler {
  return async (event) => {
    const { refundId } = event.payload as { refundId: string };
    await sendRefund(db, event.tenantId as TenantKey, refundId, new Date());
  };
}
