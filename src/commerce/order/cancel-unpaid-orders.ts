// The payment timeout: a card or PayPal order whose payment did not arrive by its deadline is cancelled and its
// stock released (its pending attempt expires). Run every minute by the app (src/platform/jobs/order-jobs.ts) and
// by `npm run ops -- cancel-unpaid`. Each order is cancelled in its own transaction, under its row lock, so a
// payment callback that gets there first wins and the order is left alone.
import { and, asc, eq, lte } from 'drizzle-orm';
import { shopContext } from '@/commerce/tenant/shop-context';
import { isTenantKey } from '@/commerce/tenant/tenants';
import type { Db } from '@/platform/db/client';
import { isLocale } from '@/platform/i18n/locales';
import { moveOrder } from './change-order-status';
import type { OrderPayments } from './order-payments';
import { orders } from './order.schema';

/** Cancels up to `limit` overdue orders; returns their order numbers. */
export async function cancelUnpaidOrders(
  db: Db,
  now: Date,
  payments: OrderPayments,
  limit = 200,
): Promise<string[]> {
  const due = await db
    .select({ id: orders.id, tenantId: orders.tenantId, locale: orders.locale })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting-payment'), lte(orders.paymentDeadline, now)))
    .orderBy(asc(orders.paymentDeadline))
    .limit(limit);
  const cancelled: string[] = [];
  for (const candidate of due) {
    if (!isTenantKey(candidate.tenantId) || !isLocale(candidate.locale)) continue;
    const shop = shopContext(candidate.tenantId, candidate.locale, () => now);
    const number = await db.transaction(async (tx) => {
      // Re-read under the lock: a callback may have paid it meanwhile; skip a row another worker holds.
      const [order] = await tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.tenantId, candidate.tenantId),
            eq(orders.id, candidate.id),
            eq(orders.status, 'awaiting-payment'),
            lte(orders.paymentDeadline, now),
          ),
        )
        .for('update', { skipLocked: true });
      if (!order) return null;
      await moveOrder(
        tx,
        shop,
        order,
        { status: 'cancelled', source: 'job', details: { reason: 'payment-timeout' } },
        payments,
      );
      return order.orderNumber;
    });
    if (number) cancelled.push(number);
  }
  return cancelled;
}
