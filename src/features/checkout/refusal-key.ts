// The message key (under checkout.errors) of a refusal code an endpoint answered; unknown codes read as general.
const known = new Set([
  'NETWORK',
  'CHECKOUT_LOGIN_REQUIRED',
  'CHECKOUT_BASKET_EMPTY',
  'CHECKOUT_METHOD_UNAVAILABLE',
  'CHECKOUT_NO_PAYMENT_METHOD',
  'CHECKOUT_CREDIT_DECLINED',
  'CHECKOUT_STEP_MISSING',
  'CHECKOUT_OUT_OF_STOCK',
  'CHECKOUT_PRICE_CHANGED',
  'CHECKOUT_INVALID_INPUT',
  'CHECKOUT_PROTECTION_NOT_OFFERED',
  'CHECKOUT_PREMIUM_NOT_OFFERED',
  'ADDRESS_INVALID',
  'ADDRESS_NOT_FOUND',
  'PARCEL_SHOP_NOT_FOUND',
  'DELIVERY_OPTION_NOT_OFFERED',
  'DELIVERY_EXPRESS_BULKY',
  'DELIVERY_EXPRESS_PARCEL_SHOP',
  'VOUCHER',
  'RATE_LIMITED',
]);

export function refusalKey(code: string): string {
  if (code.startsWith('VOUCHER_')) return 'VOUCHER';
  if (code.endsWith('_RATE_LIMITED')) return 'RATE_LIMITED';
  return known.has(code) ? code : 'general';
}
