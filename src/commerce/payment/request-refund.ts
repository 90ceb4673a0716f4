// Money back through the provider when a paid card / wallet / bank order is credited (a return, a cancellation after
// payment, a withdrawal): recorded in the caller's transaction, once per cause, and handed to the outbox, which asks
// the provider after the commit (send-refund.ts). Invoice and instalment orders have no provider payment: nothing.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { RefundCause } from '@/commerce/order/order-payments';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { outboxEvents } from '@/platform/db/platform.schema';
import { paymentAttempts, paymentRefunds } from './payment.schema';

export const refundTopic = 'payment-refund';

/** The refund's id when one was recorded now; null when nothing is to refund or the cause was recorded before. */
export async function requestRefund(tx: Db, shop: ShopContext, cause: RefundCause): Promise<string | null> {
  const [paid] = await tx
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.tenantId, shop.tenant.key),
        eq(paymentAttempts.orderId, cause.orderId),
        eq(paymentAttempts.purpose, 'order'),
        eq(paymentAttempts.status, 'paid'),
      ),
    )
    .orderBy(desc(paymentAttempts.settledAt))
    .limit(1);
  if (!paid?.pspReference) return null;
  const [refunded] = await tx
    .select({ sum: sql<string | null>`sum(${paymentRefunds.amount})` })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.tenantId, shop.tenant.key),
        eq(paymentRefunds.attemptId, paid.id),
        sql`${paymentRefunds.status} <> 'failed'`,
      ),
    );
  const amount = Math.min(cause.amount, paid.amount - Number(refunded?.sum ?? 0));
  if (amount <= 0) return null;
  const now = shop.now();
  const [row] = await tx
    .insert(paymentRefunds)
    .values({
      tenantId: shop.tenant.key,
      orderId: cause.orderId,
      attemptId: paid.id,
      provider: paid.provider,
      reason: cause.reason,
      amount,
      currency: paid.currency,
      status: 'requested',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: paymentRefunds.id });
  if (!row) return null;
  await tx
    .insert(outboxEvents)
    .values({ tenantId: shop.tenant.key, topic: refundTopic, payload: { refundId: row.id } });
  return row.id;
}
