// The payment methods of SPEC §1/§9: a word the checkout (what it offers), the order (how it is paid), the payment
// context (what its provider takes) and the account ledger share, so it sits in the kernel. Plain data only.

/** Every payment method of SPEC §1/§9. Which ones a tenant offers depends on its config, flags and the credit check. */
export const paymentMethods = [
  'invoice',
  'instalments',
  'payment-pause',
  'paypal',
  'visa',
  'mastercard',
  'amex',
  'diners',
  'discover',
  'click-to-pay',
  'ideal',
  'eps',
  'twint',
  'postfinance',
] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Methods that need a positive credit decision (the shop lends the money). */
export const creditMethods = ['invoice', 'instalments', 'payment-pause'] as const satisfies readonly PaymentMethod[];
export type CreditMethod = (typeof creditMethods)[number];

/** Methods paid through the payment-provider adapter (hosted payment page). */
export const providerMethods = [
  'paypal',
  'visa',
  'mastercard',
  'amex',
  'diners',
  'discover',
  'click-to-pay',
  'ideal',
  'eps',
  'twint',
  'postfinance',
] as const satisfies readonly PaymentMethod[];
export type ProviderMethod = (typeof providerMethods)[number];
