// The one validation of a postal address (SPEC §5), used by the address form in the browser and by the server.
// Messages are stable codes; the UI shows the texts of messages `checkout.validation.<CODE>`
// ('REQUIRED' → 'Bitte angeben!', 'NUMBERS_ONLY' → 'Nur Zahlen sind erlaubt', …).
import { z } from 'zod';
import type { CountryCode, PostalAddress } from '@/commerce/kernel/postal-address';
import { checkPostalCode } from './postal-codes';

export const addressFieldCodes = [
  'REQUIRED',
  'TOO_LONG',
  'NO_SPECIAL_CHARACTERS',
  'NO_SPECIAL_CHARACTERS_OR_NUMBERS',
  'HOUSE_NUMBER_FORMAT',
  'NUMBERS_ONLY',
  'POSTAL_CODE_FORMAT',
  'POSTAL_CODE_LETTERS',
  'COUNTRY_NOT_DELIVERED',
] as const;
export type AddressFieldCode = (typeof addressFieldCodes)[number];

const issue = (code: AddressFieldCode) => ({ message: code });

const text = (max: number) =>
  z
    .string(issue('REQUIRED'))
    .trim()
    .min(1, issue('REQUIRED'))
    .max(max, issue('TOO_LONG'));

/** Letters of any script with accents, space, hyphen, apostrophe, dot: "Anne-Marie", "O'Neill", "van der Berg". */
export const personName = text(50).regex(/^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u, issue('NO_SPECIAL_CHARACTERS_OR_NUMBERS'));

export const street = text(60).regex(/^[\p{L}\p{M}0-9][\p{L}\p{M}0-9 '’.,/-]*$/u, issue('NO_SPECIAL_CHARACTERS'));
/** Starts with a digit: "12", "12a", "12-14", "3/1", "7 bis", "101-III". */
export const houseNumber = text(10).regex(/^\d[\p{L}0-9 /-]*$/u, issue('HOUSE_NUMBER_FORMAT'));
/** "Halle (Saale)", "'s-Hertogenbosch", "Frankfurt am Main", "Genève". */
export const city = text(50).regex(/^[\p{L}\p{M}'’][\p{L}\p{M} '’.()-]*$/u, issue('NO_SPECIAL_CHARACTERS_OR_NUMBERS'));
const addition = z
  .string()
  .trim()
  .max(50, issue('TOO_LONG'))
  .regex(/^[\p{L}\p{M}0-9 '’.,/-]*$/u, issue('NO_SPECIAL_CHARACTERS'))
  .default('');

export const salutations = ['female', 'male', 'notSpecified'] as const;

/** The address form for a shop delivering to `countries`; the output is a normalized PostalAddress. */
export function addressInputSchema(countries: readonly CountryCode[]) {
  const known = (country: string): country is CountryCode => (countries as readonly string[]).includes(country);
  // A shop delivers to its own country (decision 0011), so the postal code is checked at its own field: a
  // field-level rule runs even while other fields (an empty salutation) are still missing, where an object-level
  // rule would wait for them.
  const single = countries.length === 1 ? countries[0]! : null;
  const postalCode = z
    .string(issue('REQUIRED'))
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') return void ctx.addIssue({ code: 'custom', message: 'REQUIRED' });
      const postal = single ? checkPostalCode(single, value) : null;
      if (postal && !postal.ok) ctx.addIssue({ code: 'custom', message: postal.code });
    });
  return z
    .object({
      salutation: z.enum(salutations, issue('REQUIRED')),
      firstName: personName,
      lastName: personName,
      street,
      houseNumber,
      addition,
      postalCode,
      city,
      country: z.string(issue('REQUIRED')).refine(known, issue('COUNTRY_NOT_DELIVERED')),
    })
    .superRefine((value, ctx) => {
      // Several countries: the postal code depends on the chosen one (runs once the fields themselves are valid).
      if (single || !known(value.country)) return;
      const postal = checkPostalCode(value.country, value.postalCode);
      if (!postal.ok) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: postal.code });
    })
    .transform((value): PostalAddress => {
      const country = value.country as CountryCode;
      const postal = checkPostalCode(country, value.postalCode);
      return { ...value, country, postalCode: postal.ok ? postal.postalCode : value.postalCode };
    });
}

export type AddressInput = z.input<ReturnType<typeof addressInputSchema>>;

/** Field → first code, the shape of the REST answer's `fields`. */
export function addressFieldErrors(error: z.ZodError): Record<string, AddressFieldCode> {
  const fields: Record<string, AddressFieldCode> = {};
  for (const i of error.issues) fields[String(i.path[0] ?? '_')] ??= i.message as AddressFieldCode;
  return fields;
}
