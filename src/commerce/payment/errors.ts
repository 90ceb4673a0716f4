// Stable codes of the payment context. The edge maps them to HTTP status (by their kind); the UI to texts in the namespaces
// "payment" and "paylink" of messages/<locale>.json.
import type { RefusalKind } from '@/platform/http/refusal-kind';

export const paymentErrorCodes = [
  /** Not a method the provider takes for this shop (or not one a payment link offers). */
  'PAYMENT_METHOD_UNAVAILABLE',
  /** The order is not the caller's, not awaiting payment, or past its payment deadline. */
  'PAYMENT_ORDER_NOT_PAYABLE',
  /** Unknown, another shop's or another customer's attempt: all look the same. */
  'PAYMENT_ATTEMPT_NOT_FOUND',
  'PAYMENT_INVALID_INPUT',
  /** Expired, forged or another shop's payment link: one answer for all, nothing learned from it. */
  'PAYLINK_INVALID',
  /** Nothing left to pay on the link's order. */
  'PAYLINK_ALREADY_PAID',
  /** A payment link asked for (ERP) on an order with nothing open. */
  'PAYLINK_NOTHING_OPEN',
] as const;

export type PaymentErrorCode = (typeof paymentErrorCodes)[number];

export const paymentRefusals: Readonly<Record<PaymentErrorCode, RefusalKind>> = {
  PAYMENT_METHOD_UNAVAILABLE: 'unprocessable',
  // Another customer's order answers like an unpayable one: nothing to learn from the difference.
  PAYMENT_ORDER_NOT_PAYABLE: 'conflict',
  PAYMENT_ATTEMPT_NOT_FOUND: 'not-found',
  PAYMENT_INVALID_INPUT: 'invalid',
  PAYLINK_INVALID: 'not-found',
  PAYLINK_ALREADY_PAID: 'conflict',
  PAYLINK_NOTHING_OPEN: 'conflict',
};

export type PaymentFailure<C extends PaymentErrorCode = PaymentErrorCode> = { ok: false; code: C };

export const paymentFailure = <C extends PaymentErrorCode>(code: C): PaymentFailure<C> => ({
  ok: false,
  code,
});
