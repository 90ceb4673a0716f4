// Pays a payment link: the order row is locked (two tabs cannot start two payments past each other), the amount is
// the server's (link amount capped by the order's open amount), and the shopper goes to the provider's page.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { buildPath } from '@/platform/routing/router';
import { paymentFailure, type PaymentFailure } from './errors';
import { isPaylinkMethod } from './payment-methods';
import { payableAmount, resolvePaylink } from './view-paylink';
import { startPayment, type StartedPayment } from './start-payment';

export type PayPaylinkResult =
  | ({ ok: true } & StartedPayment)
  | PaymentFailure<'PAYLINK_INVALID' | 'PAYLINK_ALREADY_PAID' | 'PAYMENT_METHOD_UNAVAILABLE'>;

/** Where the shopper comes back to: the link's own success page, which needs the token to show the outcome. */
export function paylinkReturnPath(shop: ShopContext, token: string): string {
  const path = buildPath('/paylink/returning-success', shop.locale, shop.tenant.locales);
  return `${path}?${new URLSearchParams({ token }).toString()}`;
}

export async function payPaylink(
  db: Db,
  shop: ShopContext,
  input: { token: string; method: unknown },
): Promise<PayPaylinkResult> {
  if (!isPaylinkMethod(input.method)) return paymentFailure('PAYMENT_METHOD_UNAVAILABLE');
  const method = input.method;
  return db.transaction(async (tx): Promise<PayPaylinkResult> => {
    const link = await resolvePaylink(tx, shop, input.token, { lock: true });
    if (!link) return paymentFailure('PAYLINK_INVALID');
    const amount = await payableAmount(tx, shop, link);
    if (amount <= 0) return paymentFailure('PAYLINK_ALREADY_PAID');
    const started = await startPayment(tx, shop, {
      purpose: 'paylink',
      customerId: link.claims.customerId,
      orderId: link.order.id,
      paylinkId: link.claims.nonce,
      method,
      amount,
      returnPath: paylinkReturnPath(shop, input.token),
    });
    return { ok: true, ...started };
  });
}
