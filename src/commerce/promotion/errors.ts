// Stable codes of the promotion context. The edges map them to HTTP status, GraphQL error codes and the localized
// messages in messages/<locale>.json (namespace "voucher").

/** Why a code does not give its discount. Each has its own message. */
export const voucherRefusalCodes = [
  'VOUCHER_UNKNOWN',
  'VOUCHER_NOT_YET_VALID',
  'VOUCHER_EXPIRED',
  'VOUCHER_EXHAUSTED',
  'VOUCHER_ALREADY_USED',
  'VOUCHER_USED_TODAY',
  'VOUCHER_NOT_FOR_ITEMS',
  'VOUCHER_MINIMUM_NOT_REACHED',
] as const;

export type VoucherRefusal = (typeof voucherRefusalCodes)[number];

export const isVoucherRefusal = (value: unknown): value is VoucherRefusal =>
  typeof value === 'string' && (voucherRefusalCodes as readonly string[]).includes(value);
