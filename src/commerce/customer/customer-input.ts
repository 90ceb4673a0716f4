// The validation rules of the identity forms (SPEC §5): one zod schema per form, used by the browser form and by
// the server (ARCHITECTURE rule 3). Messages are keys of the `identity.validation` messages.
import { z } from 'zod';
import { isCommonPassword } from './common-passwords';

/** SPEC §5 gives the minimum (6) and leaves the maximum open: 128 (docs/decisions, identity). */
export const passwordLength = { min: 6, max: 128 } as const;
export const nameMaxLength = 50;
export const customerNumberMaxLength = 20;

export type ValidationKey =
  | 'required'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordCommon'
  | 'emailInvalid'
  | 'emailInvalidLogin'
  | 'noSpecialCharacters'
  | 'noSpecialCharactersOrNumbers'
  | 'dateInvalid'
  | 'phoneInvalid'
  | 'emailUnchanged'
  | 'tooLong';

const msg = (key: ValidationKey) => ({ message: key });

const email = (invalid: ValidationKey) =>
  z
    .string()
    .trim()
    .min(1, msg('required'))
    .max(254, msg(invalid))
    .pipe(z.email(msg(invalid)));

/** A password typed to log in: any stored password passes, so only presence and the upper bound are checked. */
const currentPassword = z
  .string()
  .min(1, msg('passwordRequired'))
  .max(passwordLength.max, msg('passwordTooLong'));

/** A password being chosen: length rules of SPEC §5 and none of the most common passwords. */
export const newPassword = z
  .string()
  .min(1, msg('passwordRequired'))
  .min(passwordLength.min, msg('passwordTooShort'))
  .max(passwordLength.max, msg('passwordTooLong'))
  .refine((p) => !isCommonPassword(p), msg('passwordCommon'));

/** Letters of any script (with their accents), spaces, hyphen, apostrophe and dot: "Anne-Marie", "O'Neill", "Dr." */
const name = z
  .string()
  .trim()
  .min(1, msg('required'))
  .max(nameMaxLength, msg('tooLong'))
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u, msg('noSpecialCharactersOrNumbers'));

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day between 1900-01-01 and today. */
export function isPlausibleBirthDate(value: string, today: Date = new Date()): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  return y >= 1900 && value <= today.toISOString().slice(0, 10);
}

const birthDate = z
  .string()
  .trim()
  .refine((v) => isPlausibleBirthDate(v), msg('dateInvalid'));

export const salutations = ['female', 'male', 'notSpecified'] as const;
export type Salutation = (typeof salutations)[number];

export const registrationSchema = z.object({
  salutation: z.enum(salutations, msg('required')),
  firstName: name,
  lastName: name,
  email: email('emailInvalid'),
  password: newPassword,
  /** Optional: '' or absent means not given. */
  dateOfBirth: z
    .string()
    .trim()
    .refine((v) => v === '' || isPlausibleBirthDate(v), msg('dateInvalid'))
    .optional(),
});
export type RegistrationInput = z.infer<typeof registrationSchema>;

/** Ordering as a guest (decision 0052): the registration's details without a password. */
export const guestSchema = registrationSchema.omit({ password: true });
export type GuestInput = z.infer<typeof guestSchema>;

/** A guest's account afterwards: only the password is new. */
export const guestAccountSchema = z.object({ password: newPassword });
export type GuestAccountInput = z.infer<typeof guestAccountSchema>;

/** The personal data of the account (salutation, names, date of birth; '' when not given). */
export const profileSchema = z.object({
  salutation: z.enum(salutations, msg('required')),
  firstName: name,
  lastName: name,
  dateOfBirth: z
    .string()
    .trim()
    .refine((v) => v === '' || isPlausibleBirthDate(v), msg('dateInvalid')),
  /** Optional ('' = none): digits with the usual separators and an international +, 6 to 15 digits (E.164). */
  phone: z
    .string()
    .trim()
    .max(30, msg('tooLong'))
    .refine((v) => v === '' || isPhoneNumber(v), msg('phoneInvalid')),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** Digits, spaces, `/ - ( )` and one leading `+`; between 6 and 15 digits in all. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[0-9 /()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

/** A new email address for the account: confirmed by a link to it, the current password proves it is the customer. */
export const emailChangeSchema = z.object({ newEmail: email('emailInvalid'), currentPassword });
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

/** "Delete my account": the current password first, then a link by mail. */
export const accountDeletionSchema = z.object({ currentPassword });
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;

/** A mail link's token, as the confirmation pages send it back. */
export const linkTokenSchema = z.object({ token: z.string().min(20).max(100) });

/** A password change in the account: the current password proves it is the customer, the new one follows §5. */
export const passwordChangeSchema = z.object({ currentPassword, newPassword });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export const loginSchema = z.object({ email: email('emailInvalidLogin'), password: currentPassword });
export type LoginInput = z.infer<typeof loginSchema>;

/** SPEC §5: letters, digits, dot, hyphen, umlauts, ß and space only. */
export const customerNumberPattern = /^[A-Za-z0-9ÄÖÜäöüß. -]+$/;

export const customerNumberLoginSchema = z.object({
  customerNumber: z
    .string()
    .trim()
    .min(1, msg('required'))
    .max(customerNumberMaxLength, msg('tooLong'))
    .regex(customerNumberPattern, msg('noSpecialCharacters')),
  dateOfBirth: z.string().trim().min(1, msg('required')).pipe(birthDate),
});
export type CustomerNumberLoginInput = z.infer<typeof customerNumberLoginSchema>;

export const forgotPasswordSchema = z.object({ email: email('emailInvalidLogin') });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The secret of a link from a mail: 32 random bytes, base64url. */
export const linkToken = z.string().regex(/^[A-Za-z0-9_-]{40,64}$/);

export const resetPasswordSchema = z.object({ token: linkToken, password: newPassword });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** Activation asks for the password chosen at registration (see activate-customer.ts). */
export const activationSchema = z.object({ token: linkToken, password: currentPassword });
export type ActivationInput = z.infer<typeof activationSchema>;

export const linkCheckSchema = z.object({ token: linkToken });

/** How addresses and customer numbers are compared: case and surrounding space do not matter. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase();
export const normalizeCustomerNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();
