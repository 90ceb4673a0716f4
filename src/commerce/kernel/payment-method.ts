// The payment methods of SPEC §1/§9: a word the checkout (what it offers), the order (how it is paid), the payment
// context (what its provider takes) and the account ledger share, so it sits in the kernel. Plain data only.

/** Methods that need a positive credit decision (the shop lends the money). */
export const creditMethods = ['invoice', 'instalments', 'payment-pause'] as const;
export type CreditMethod = (typeof creditMethods)[number];

/**
 * Methods that run for months and are looked after in the customer account (rates, due dates, the pause): not for
 * a guest checkout (decision 0052). Invoice stays open to guests after the credit check.
 */
export const accountMethods = ['instalments', 'payment-pause'] as const;
export const needsAccount = (method: string) => (accountMethods as readonly string[]).includes(method);

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
] as const;
export type ProviderMethod = (typeof providerMethods)[number];

/** Every payment method of SPEC §1/§9: credit methods, then provider methods. Which ones a tenant offers depends on
 *  its config, flags and the credit check. */
export const paymentMethods = [...creditMethods, ...providerMethods] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
