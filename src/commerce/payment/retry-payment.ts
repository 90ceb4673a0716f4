// Another try after a failed or cancelled payment (from /kasse/bezahlt): a new attempt for the same order while it
// still awaits payment and its deadline has not passed. The order's amount is the server's, as placed.
import { findOrderByNumber } from '@/commerce/order/order-store';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { buildPath } from '@/platform/routing/router';
import { paymentFailure, type PaymentFailure } from './errors';
import { offersProviderMethod } from './offers-provider-method';
import { startPayment, type StartedPayment } from './start-payment';

export type RetryPaymentResult =
  | ({ ok: true } & StartedPayment)
  | PaymentFailure<'PAYMENT_ORDER_NOT_PAYABLE' | 'PAYMENT_METHOD_UNAVAILABLE'>;

export async function retryPayment(
  db: Db,
  shop: ShopContext,
  customerId: string,
  input: { orderNumber: string; method: unknown },
): Promise<RetryPaymentResult> {
  if (!offersProviderMethod(shop, input.method)) return paymentFailure('PAYMENT_METHOD_UNAVAILABLE');
  const method = input.method;
  return db.transaction(async (tx): Promise<RetryPaymentResult> => {
    const order = await findOrderByNumber(tx, shop, input.orderNumber, { lock: true });
    // Another customer's order looks exactly like a missing one.
    if (!order || order.customerId !== customerId || order.status !== 'awaiting-payment')
      return paymentFailure('PAYMENT_ORDER_NOT_PAYABLE');
    if (order.paymentDeadline && order.paymentDeadline.getTime() <= shop.now().getTime())
      return paymentFailure('PAYMENT_ORDER_NOT_PAYABLE');
    const started = await startPayment(tx, shop, {
      purpose: 'order',
      customerId,
      orderId: order.id,
      method,
      amount: order.totalAmount,
      returnPath: buildPath('/checkout/paid', shop.locale, shop.tenant.locales),
    });
    return { ok: true, ...started };
  });
}
