// The payment context's side of the order's money-back and cancellation steps (order/order-payments.ts): passed to
// the order's use cases by their callers (the ERP endpoints, the ops script, the timeout job).
import { and, eq } from 'drizzle-orm';
import type { OrderPayments } from '@/commerce/order/order-payments';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { paymentAttempts } from './payment.schema';
import { requestRefund } from './request-refund';

async function expirePendingPayments(tx: Db, shop: ShopContext, orderId: string): Promise<void> {
  await tx
    .update(paymentAttempts)
    .set({ status: 'expired', settledAt: shop.now() })
    .where(
      and(
        eq(paymentAttempts.tenantId, shop.tenant.key),
        eq(paymentAttempts.orderId, orderId),
        eq(paymentAttempts.purpose, 'order'),
        eq(paymentAttempts.status, 'pending'),
      ),
    );
}

export const orderPayments: OrderPayments = { requestRefund, expirePendingPayments };
