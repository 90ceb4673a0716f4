// The contact form's rules (SPEC §3, §5): one zod schema for the browser form and the server. Messages are the
// address catalog's codes (`checkout.validation.<CODE>`: 'Bitte angeben!', 'Nur Zahlen sind erlaubt',
// 'Sonderzeichen sind nicht erlaubt', 'Bitte gib eine gültige E-Mail-Adresse an' …). Which fields a subject needs
// comes from contact-subjects.ts; hidden fields are ignored, whatever a client sends in them.
import { z } from 'zod';
import { city, houseNumber, personName, street } from '@/commerce/address-book/address-input';
import { checkPostalCode } from '@/commerce/address-book/postal-codes';
import { isPlausibleBirthDate } from '@/commerce/customer/customer-input';
import type { CountryCode } from '@/commerce/kernel/postal-address';
import { frequencyCodes, pauseDays } from '@/commerce/newsletter/newsletter-input';
import { contactSubjects, fieldRule, type ContactSubject, type SubjectField } from './contact-subjects';

export const contactSalutations = ['female', 'male', 'notSpecified'] as const;

export const messageMaxLength = 4000;

const issue = (message: string) => ({ message });
const optionalText = (max: number) => z.string().trim().max(max, issue('TOO_LONG')).default('');

/** SPEC §5: letters, digits, dot, hyphen, umlauts, ß and space; 'Sonderzeichen sind nicht erlaubt' otherwise. */
const customerNumberPattern = /^[\p{L}0-9. -]*$/u;
/** An order number as the shop prints it (DE-2026-004711) or as a customer types it from memory: digits, letters, hyphens. */
const orderNumberPattern = /^[A-Za-z0-9-]*$/;

/** Newsletter wishes (decision 0030): applied to the one subscription record of the address. */
export const contactNewsletterFrequencies = frequencyCodes;
export const contactPauseDays = pauseDays;

export function contactSchema(country: CountryCode) {
  return z
    .object({
      subject: z.enum(contactSubjects, issue('REQUIRED')),
      salutation: z.enum(contactSalutations, issue('REQUIRED')),
      firstName: personName,
      lastName: personName,
      email: z
        .string(issue('REQUIRED'))
        .trim()
        .min(1, issue('REQUIRED'))
        .max(254, issue('EMAIL_INVALID'))
        .pipe(z.email(issue('EMAIL_INVALID'))),
      phone: optionalText(30).refine((v) => /^[0-9 +()/-]*$/.test(v), issue('NO_SPECIAL_CHARACTERS')),
      customerNumber: optionalText(20).refine(
        (v) => customerNumberPattern.test(v),
        issue('NO_SPECIAL_CHARACTERS'),
      ),
      birthday: z.string().trim().default(''),
      street: z.string().trim().default(''),
      houseNumber: z.string().trim().default(''),
      postalCode: z.string().trim().default(''),
      city: z.string().trim().default(''),
      orderNumber: optionalText(30).refine((v) => orderNumberPattern.test(v), issue('NO_SPECIAL_CHARACTERS')),
      productNumber: optionalText(30).refine(
        (v) => orderNumberPattern.test(v),
        issue('NO_SPECIAL_CHARACTERS'),
      ),
      barrierLocation: optionalText(300),
      message: z
        .string(issue('REQUIRED'))
        .trim()
        .min(1, issue('REQUIRED'))
        .max(messageMaxLength, issue('TOO_LONG')),
      cancelNewsletter: z.boolean().default(false),
      cancelAdvertising: z.boolean().default(false),
      cancelMarketing: z.boolean().default(false),
      /** '' keeps the frequency; else a frequency code of the newsletter form. */
      frequency: z
        .string()
        .default('')
        .refine(
          (v) => v === '' || (frequencyCodes as readonly number[]).includes(Number(v)),
          issue('INVALID'),
        ),
      /** '' for no pause; else 7, 14, 21 or 30 days. */
      pauseDays: z
        .string()
        .default('')
        .refine((v) => v === '' || (pauseDays as readonly number[]).includes(Number(v)), issue('INVALID')),
      terms: z.boolean().refine((v) => v, issue('TERMS_REQUIRED')),
      /** Honeypot: a field people never see; a bot that fills every input fills it too. */
      website: z.string().max(200).default(''),
    })
    .superRefine((value, ctx) => {
      const rule = (field: SubjectField) => fieldRule(value.subject, field);
      const need = (path: string, ok: boolean, message = 'REQUIRED') => {
        if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
      };
      const check = (path: string, schema: z.ZodType, raw: string) => {
        const result = schema.safeParse(raw);
        if (!result.success)
          ctx.addIssue({ code: 'custom', path: [path], message: result.error.issues[0]!.message });
      };
      if (rule('orderNumber') === 'required') need('orderNumber', value.orderNumber !== '');
      if (rule('barrierLocation') === 'required') need('barrierLocation', value.barrierLocation !== '');
      const birthday = rule('birthday');
      if (birthday !== 'hidden' && (birthday === 'required' || value.birthday !== '')) {
        if (value.birthday === '') need('birthday', false);
        else need('birthday', isPlausibleBirthDate(value.birthday), 'DATE_INVALID');
      }
      if (rule('address') !== 'hidden') {
        check('street', street, value.street);
        check('houseNumber', houseNumber, value.houseNumber);
        check('city', city, value.city);
        const postal = checkPostalCode(country, value.postalCode);
        if (!postal.ok) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: postal.code });
      }
    })
    .transform((value) => keepShown(value));
}

export type ContactInput = z.input<ReturnType<typeof contactSchema>>;
export type ContactRequest = z.output<ReturnType<typeof contactSchema>>;

/** What the subject does not show is dropped: a client cannot smuggle an order number into a website question. */
function keepShown<T extends { subject: ContactSubject } & Record<string, unknown>>(value: T) {
  const shown = (field: SubjectField) => fieldRule(value.subject, field) !== 'hidden';
  return {
    ...value,
    orderNumber: shown('orderNumber') ? (value.orderNumber as string) : '',
    productNumber: shown('productNumber') ? (value.productNumber as string) : '',
    barrierLocation: shown('barrierLocation') ? (value.barrierLocation as string) : '',
    birthday: shown('birthday') ? (value.birthday as string) : '',
    street: shown('address') ? (value.street as string) : '',
    houseNumber: shown('address') ? (value.houseNumber as string) : '',
    postalCode: shown('address') ? (value.postalCode as string).replace(/\s+/g, ' ').toUpperCase() : '',
    city: shown('address') ? (value.city as string) : '',
    cancelNewsletter: shown('newsletter') && (value.cancelNewsletter as boolean),
    cancelAdvertising: shown('newsletter') && (value.cancelAdvertising as boolean),
    cancelMarketing: shown('newsletter') && (value.cancelMarketing as boolean),
    frequency: shown('newsletter') ? (value.frequency as string) : '',
    pauseDays: shown('newsletter') ? (value.pauseDays as string) : '',
  };
}

/** The fields every contact message must fill (SPEC §5: submit stays disabled until they are). */
export const baseRequiredContactFields = [
  'subject',
  'salutation',
  'firstName',
  'lastName',
  'email',
  'message',
  'terms',
] as const;

/** The required fields a subject adds to those. */
export function subjectRequiredFields(subject: ContactSubject | undefined): string[] {
  if (!subject) return [];
  const extra: string[] = [];
  if (fieldRule(subject, 'orderNumber') === 'required') extra.push('orderNumber');
  if (fieldRule(subject, 'barrierLocation') === 'required') extra.push('barrierLocation');
  if (fieldRule(subject, 'birthday') === 'required') extra.push('birthday');
  if (fieldRule(subject, 'address') === 'required') extra.push('street', 'houseNumber', 'postalCode', 'city');
  return extra;
}
