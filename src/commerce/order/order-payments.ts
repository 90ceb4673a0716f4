// What the order asks of the payment context when money goes back (a return, a cancellation) or an unpaid order is
// cancelled. The payment context sits above the order (a payment settles an order) and implements this
// (payment/order-payments.ts); whoever calls the order's use case passes it in, so the order imports no payment.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';

export interface RefundCause {
  orderId: string;
  /** `return:<reference>`, `cancellation`, `withdrawal`: one refund per cause, however often it is recorded. */
  reason: string;
  /** What the customer is credited (minor units); capped at what the provider still holds for the order. */
  amount: number;
}

export interface OrderPayments {
  /** Money back through the provider, in the caller's transaction; nothing when the order has no provider payment. */
  requestRefund(tx: Db, shop: ShopContext, cause: RefundCause): Promise<unknown>;
  /** A cancelled order's open payment attempts can no longer be paid. */
  expirePendingPayments(tx: Db, shop: ShopContext, orderId: string): Promise<void>;
}
