// Stable codes of the checkout; the edge maps them to HTTP status, the UI to the texts of messages
// `checkout.errors`, both through `checkoutRefusals`.
import type { RefusalKind } from '@/platform/http/refusal-kind';
import type { CreditRefusal } from '@/commerce/credit-check/credit-check';
import type { CheckoutStep } from './checkout-types';
import type { DeliveryRefusal } from './delivery-options';

export type CheckoutFailure =
  | { ok: false; code: 'CHECKOUT_INVALID_INPUT'; fields: Record<string, string> }
  | { ok: false; code: 'CHECKOUT_BASKET_EMPTY' }
  | { ok: false; code: 'ADDRESS_NOT_FOUND' }
  | { ok: false; code: 'PARCEL_SHOP_NOT_FOUND' }
  | { ok: false; code: DeliveryRefusal }
  | { ok: false; code: 'CHECKOUT_METHOD_UNAVAILABLE'; refusal?: PaymentRefusal }
  | { ok: false; code: 'CHECKOUT_NO_PAYMENT_METHOD'; reason: CreditRefusal | 'NO_METHOD_OFFERED' }
  /** Protection is only for an instalment purchase. */
  | { ok: false; code: 'CHECKOUT_PROTECTION_NOT_OFFERED' }
  | { ok: false; code: 'CHECKOUT_PREMIUM_NOT_OFFERED' }
  | { ok: false; code: 'CHECKOUT_STEP_MISSING'; step: CheckoutStep };

/**
 * Why a payment method cannot be chosen now; each has its text under `checkout.payment.refusals`.
 * ACCOUNT_REQUIRED: instalments and the payment pause are looked after in an account, not for a guest checkout.
 */
export const paymentRefusals = [
  'CREDIT_DECLINED',
  'AMOUNT_OUT_OF_RANGE',
  'DURATION_NOT_OFFERED',
  'CUSTOMER_NOT_ELIGIBLE',
  'ACCOUNT_REQUIRED',
] as const;
export type PaymentRefusal = (typeof paymentRefusals)[number];

/**
 * Every code the checkout's endpoints answer (checkout steps, parcel shops, premium, placing the order), with its
 * kind: the edge's HTTP status (src/api/http/responses.ts), and each has its text under `checkout.errors`.
 */
export const checkoutRefusals = {
  CHECKOUT_INVALID_INPUT: 'invalid',
  CHECKOUT_LOGIN_REQUIRED: 'unauthenticated',
  CHECKOUT_BASKET_EMPTY: 'conflict',
  CHECKOUT_STEP_MISSING: 'conflict',
  CHECKOUT_NO_PAYMENT_METHOD: 'conflict',
  CHECKOUT_PROTECTION_NOT_OFFERED: 'conflict',
  CHECKOUT_PREMIUM_NOT_OFFERED: 'conflict',
  CHECKOUT_METHOD_UNAVAILABLE: 'unprocessable',
  CHECKOUT_CREDIT_DECLINED: 'conflict',
  CHECKOUT_OUT_OF_STOCK: 'conflict',
  CHECKOUT_PRICE_CHANGED: 'conflict',
  DELIVERY_OPTION_NOT_OFFERED: 'unprocessable',
  DELIVERY_EXPRESS_BULKY: 'unprocessable',
  DELIVERY_EXPRESS_PARCEL_SHOP: 'unprocessable',
  PARCEL_SHOP_NOT_FOUND: 'not-found',
  PARCEL_SHOP_QUERY_INVALID: 'invalid',
  PARCEL_SHOP_COUNTRY_NOT_DELIVERED: 'unprocessable',
  PREMIUM_NOT_MEMBER: 'not-found',
} as const satisfies Record<string, RefusalKind>;

export type CheckoutRefusalCode = keyof typeof checkoutRefusals;
