// Postal codes per delivery country (docs/decisions/0011-postal-codes-per-country.md). SPEC §5 says a postal code
// is digits only ('Nur Zahlen sind erlaubt'); that holds for DE, AT and CH as a whole and for the digit part of a
// Dutch code ('1234 AB'), whose two letters get their own code. Returns the normalized code or the error code.
import type { CountryCode } from '@/commerce/kernel/postal-address';

export type PostalCodeError = 'REQUIRED' | 'NUMBERS_ONLY' | 'POSTAL_CODE_FORMAT' | 'POSTAL_CODE_LETTERS';
export type PostalCodeCheck = { ok: true; postalCode: string } | { ok: false; code: PostalCodeError };

/** Digits-only countries: how many digits, and the lowest code in use (no code starts with 0 except DE 01…). */
const digitCountries: Record<Exclude<CountryCode, 'NL'>, { length: number; pattern: RegExp }> = {
  DE: { length: 5, pattern: /^(?!00)\d{5}$/ },
  AT: { length: 4, pattern: /^[1-9]\d{3}$/ },
  CH: { length: 4, pattern: /^[1-9]\d{3}$/ },
};

/** Letter pairs the Dutch post does not hand out (they read as abbreviations of the 1940s). */
const unusedDutchLetters = new Set(['SA', 'SD', 'SS']);

export function checkPostalCode(country: CountryCode, value: string): PostalCodeCheck {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (compact === '') return { ok: false, code: 'REQUIRED' };
  if (country !== 'NL') {
    if (!/^\d+$/.test(compact)) return { ok: false, code: 'NUMBERS_ONLY' };
    return digitCountries[country].pattern.test(compact)
      ? { ok: true, postalCode: compact }
      : { ok: false, code: 'POSTAL_CODE_FORMAT' };
  }
  const digits = compact.slice(0, 4);
  const letters = compact.slice(4);
  if (!/^\d+$/.test(digits)) return { ok: false, code: 'NUMBERS_ONLY' };
  if (digits.length < 4 || digits.startsWith('0') || letters === '' || /^\d+$/.test(letters))
    return { ok: false, code: 'POSTAL_CODE_FORMAT' };
  if (!/^[A-Z]+$/.test(letters)) return { ok: false, code: 'POSTAL_CODE_LETTERS' };
  if (letters.length !== 2 || unusedDutchLetters.has(letters)) return { ok: false, code: 'POSTAL_CODE_FORMAT' };
  return { ok: true, postalCode: `${digits} ${letters}` };
}
