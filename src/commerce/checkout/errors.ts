// Stable codes of the checkout; the edge maps them to HTTP status, the UI to the texts of messages
// `checkout.errors`.
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

/** Why a payment method cannot be chosen now. */
export type PaymentRefusal = 'CREDIT_DECLINED' | 'AMOUNT_OUT_OF_RANGE' | 'DURATION_NOT_OFFERED' | 'CUSTOMER_NOT_ELIGIBLE';
