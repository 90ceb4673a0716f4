import { describe, expect, it } from 'vitest';
import { messagesFor } from '@/platform/i18n/messages';
import { isCommonPassword } from './common-passwords';
import {
  emailChangeSchema,
  isPhoneNumber,
  profileSchema,
  customerNumberLoginSchema,
  isPlausibleBirthDate,
  loginSchema,
  passwordLength,
  registrationSchema,
  type ValidationKey,
} from './customer-input';

const valid = {
  salutation: 'male',
  firstName: 'Jörg',
  lastName: "O'Neill-Müller",
  email: 'joerg@example.org',
  password: 'Tulpenfeld 42',
  dateOfBirth: '',
};
const firstError = (
  result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } },
  field: string,
) => result.error?.issues.find((i) => i.path[0] === field)?.message;
const german = (key: string) => messagesFor('de-DE').identity.validation[key as ValidationKey];

describe('identity validation (SPEC §5)', () => {
  it('uses the spec’s exact German messages', () => {
    expect(german('emailInvalid')).toBe('Die E-Mail-Adresse ist nicht gültig.');
    expect(german('emailInvalidLogin')).toBe('Bitte gib eine gültige E-Mail-Adresse an');
    expect(german('passwordRequired')).toBe('Das ist ein Pflichtfeld.');
    expect(german('passwordTooShort')).toBe('Das Passwort ist zu kurz.');
    expect(german('passwordTooLong')).toBe('Das Passwort ist zu lang.');
    expect(german('required')).toBe('Bitte angeben!');
    expect(german('noSpecialCharacters')).toBe('Sonderzeichen sind nicht erlaubt');
  });

  it('accepts a complete registration and trims what was typed around it', () => {
    const result = registrationSchema.safeParse({
      ...valid,
      email: '  joerg@example.org ',
      firstName: ' Jörg ',
    });
    expect(result.success && result.data).toMatchObject({ email: 'joerg@example.org', firstName: 'Jörg' });
  });

  it.each([
    ['email', 'joerg@', 'emailInvalid'],
    ['email', '', 'required'],
    ['password', '', 'passwordRequired'],
    ['password', '12345', 'passwordTooShort'],
    ['password', 'x'.repeat(passwordLength.max + 1), 'passwordTooLong'],
    ['password', 'Passwort123', 'passwordCommon'],
    ['password', 'QWERTZ123', 'passwordCommon'],
    ['firstName', '', 'required'],
    ['lastName', '  ', 'required'],
    ['firstName', 'R2-D2', 'noSpecialCharactersOrNumbers'],
    ['lastName', 'Meier<script>', 'noSpecialCharactersOrNumbers'],
    ['salutation', '', 'required'],
    ['dateOfBirth', '1990-02-30', 'dateInvalid'],
    ['dateOfBirth', '2999-01-01', 'dateInvalid'],
  ])('refuses %s %j with %s', (field, value, key) => {
    expect(firstError(registrationSchema.safeParse({ ...valid, [field]: value }), field)).toBe(key);
  });

  it('accepts a password of exactly 6 and of exactly the maximum length', () => {
    expect(registrationSchema.safeParse({ ...valid, password: 'Zq9!xv' }).success).toBe(true);
    expect(registrationSchema.safeParse({ ...valid, password: 'y'.repeat(passwordLength.max) }).success).toBe(
      true,
    );
    expect(passwordLength.max).toBeGreaterThanOrEqual(64);
  });

  it('lets any stored password through at login, but checks the address with the login message', () => {
    expect(loginSchema.safeParse({ email: 'a@example.org', password: '123' }).success).toBe(true);
    expect(firstError(loginSchema.safeParse({ email: 'a@', password: 'x' }), 'email')).toBe(
      'emailInvalidLogin',
    );
    expect(firstError(loginSchema.safeParse({ email: 'a@example.org', password: '' }), 'password')).toBe(
      'passwordRequired',
    );
  });

  it.each(['12345678', 'AB-12.34', 'Müller 7', 'Straße ÄÖÜ'])(
    'accepts the customer number %j',
    (customerNumber) => {
      expect(customerNumberLoginSchema.safeParse({ customerNumber, dateOfBirth: '1980-01-01' }).success).toBe(
        true,
      );
    },
  );

  it.each(['12#45', 'a/b', "1' or 1=1", 'é123'])(
    'refuses the customer number %j: special characters',
    (customerNumber) => {
      expect(
        firstError(
          customerNumberLoginSchema.safeParse({ customerNumber, dateOfBirth: '1980-01-01' }),
          'customerNumber',
        ),
      ).toBe('noSpecialCharacters');
    },
  );

  it('needs the date of birth for the customer-number login', () => {
    expect(
      firstError(
        customerNumberLoginSchema.safeParse({ customerNumber: '1', dateOfBirth: '' }),
        'dateOfBirth',
      ),
    ).toBe('required');
  });

  it('knows real calendar days only', () => {
    expect(isPlausibleBirthDate('2000-02-29')).toBe(true);
    expect(isPlausibleBirthDate('1900-02-29')).toBe(false);
    expect(isPlausibleBirthDate('1899-12-31')).toBe(false);
    expect(isPlausibleBirthDate('01.02.1990')).toBe(false);
  });

  it('refuses the most common passwords in any letter case, and only those', () => {
    expect(isCommonPassword('Passwort')).toBe(true);
    expect(isCommonPassword(' 123456789 ')).toBe(true);
    expect(isCommonPassword('wachtwoord')).toBe(true);
    expect(isCommonPassword('Tulpenfeld 42')).toBe(false);
  });

  it('takes a phone number with the usual separators, 6 to 15 digits, or none', () => {
    const profile = { salutation: 'female', firstName: 'Erika', lastName: 'Muster', dateOfBirth: '' };
    expect(isPhoneNumber('+49 (0)30 123-456 7')).toBe(true);
    expect(isPhoneNumber('030/1234567')).toBe(true);
    expect(isPhoneNumber('12345')).toBe(false);
    expect(isPhoneNumber('+49 30 1234567 ext 5')).toBe(false);
    expect(isPhoneNumber('1234567890123456')).toBe(false);
    expect(profileSchema.safeParse({ ...profile, phone: '' }).success).toBe(true);
    expect(profileSchema.safeParse({ ...profile, phone: 'abc' }).error?.issues[0]?.message).toBe('phoneInvalid');
  });

  it('refuses an email change without a valid new address or the current password', () => {
    const issues = emailChangeSchema.safeParse({ newEmail: 'kein-at', currentPassword: '' }).error?.issues ?? [];
    expect(Object.fromEntries(issues.map((i) => [i.path[0], i.message]))).toEqual({
      newEmail: 'emailInvalid',
      currentPassword: 'passwordRequired',
    });
  });
});
