// An attempt's outcome for the page the shopper returns to. Only its owner (the customer's session) or the holder
// of the payment link it paid may read it; everyone else gets the same "not found".
import { and, eq } from 'drizzle-orm';
import { orders } from '@/commerce/order/order.schema';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { Money } from '@/platform/i18n/format';
import { readPaylinkToken } from './paylink-token';
import { paymentAttempts, type PaymentAttemptStatus } from './payment.schema';

export type AttemptReader = { kind: 'customer'; customerId: string } | { kind: 'paylink'; token: string };

export interface PaymentAttemptView {
  attemptId: string;
  status: PaymentAttemptStatus;
  purpose: 'order' | 'paylink';
  orderNumber?: string;
  method: string;
  amount: Money;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function readPaymentAttempt(
  db: Db,
  shop: ShopContext,
  attemptId: string,
  reader: AttemptReader,
): Promise<PaymentAttemptView | null> {
  if (!UUID.test(attemptId)) return null;
  const [row] = await db
    .select({ attempt: paymentAttempts, orderNumber: orders.orderNumber })
    .from(paymentAttempts)
    .leftJoin(
      orders,
      and(eq(orders.tenantId, paymentAttempts.tenantId), eq(orders.id, paymentAttempts.orderId)),
    )
    .where(and(eq(paymentAttempts.tenantId, shop.tenant.key), eq(paymentAttempts.id, attemptId)));
  if (!row) return null;
  const { attempt } = row;
  if (reader.kind === 'customer') {
    if (attempt.customerId !== reader.customerId) return null;
  } else {
    // An expired link still proves who holds it: the outcome of its own payment stays readable.
    const claims = readPaylinkToken(reader.token);
    const holds =
      claims !== null &&
      claims.tenant === shop.tenant.key &&
      attempt.purpose === 'paylink' &&
      attempt.paylinkId === claims.nonce &&
      attempt.customerId === claims.customerId &&
      attempt.orderId === claims.orderId;
    if (!holds) return null;
  }
  return {
    attemptId: attempt.id,
    status: attempt.status,
    purpose: attempt.purpose,
    ...(row.orderNumber ? { orderNumber: row.orderNumber } : {}),
    method: attempt.method,
    amount: { amount: attempt.amount, currency: attempt.currency as Money['currency'] },
  };
}
