// What a shopper types as a code, made comparable: case and spaces do not matter ("willkommen 15" = "WILLKOMMEN15").
import { z } from 'zod';

export const MAX_VOUCHER_CODE_LENGTH = 32;

/** Upper case, without whitespace of any kind (also the no-break spaces of copy and paste). */
export function normalizeVoucherCode(input: string): string {
  return input.normalize('NFKC').replace(/\s+/gu, '').toUpperCase();
}

/** The shape every stored code has; anything else is answered as an unknown code without a database lookup. */
export const voucherCodePattern = /^[A-Z0-9-]{3,32}$/;

/** A code as entered: trimmed length bounded before normalizing, so a megabyte of spaces is refused cheaply. */
export const voucherCodeInput = z
  .string()
  .max(MAX_VOUCHER_CODE_LENGTH * 4)
  .transform(normalizeVoucherCode);
