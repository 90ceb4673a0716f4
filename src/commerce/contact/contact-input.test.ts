import { describe, expect, it } from 'vitest';
import {
  baseRequiredContactFields,
  contactSchema,
  subjectRequiredFields,
  type ContactInput,
} from './contact-input';
import { contactSubjects, fieldRule, subjectRules } from './contact-subjects';

const valid: ContactInput = {
  subject: 'website',
  salutation: 'notSpecified',
  firstName: 'Jörg',
  lastName: "O'Neill-Straße",
  email: 'joerg@example.org',
  message: 'Die Seite lädt nicht.',
  terms: true,
};

const errors = (input: Partial<ContactInput>, country: 'DE' | 'AT' | 'CH' | 'NL' = 'DE') => {
  const result = contactSchema(country).safeParse({ ...valid, ...input });
  // The first issue of a field is the one shown (the form's resolver and the server both take it).
  const first: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
};

describe('the subject tree', () => {
  it('has the 14 subjects of SPEC §3, each with rules', () => {
    expect(contactSubjects).toHaveLength(14);
    expect(Object.keys(subjectRules).sort()).toEqual([...contactSubjects].sort());
  });

  it('asks complaints for the order number (required) and photos (optional)', () => {
    for (const subject of [
      'complaintTextiles',
      'complaintFurniture',
      'complaintElectrical',
      'complaintOther',
    ] as const) {
      expect(fieldRule(subject, 'orderNumber')).toBe('required');
      expect(fieldRule(subject, 'attachments')).toBe('optional');
    }
  });

  it('asks a barrier report where the barrier is, and erasure or data changes for address and birthday', () => {
    expect(fieldRule('reportBarrier', 'barrierLocation')).toBe('required');
    expect(subjectRequiredFields('removeData')).toEqual([
      'birthday',
      'street',
      'houseNumber',
      'postalCode',
      'city',
    ]);
    expect(subjectRequiredFields('personalData')).toEqual([
      'birthday',
      'street',
      'houseNumber',
      'postalCode',
      'city',
    ]);
    expect(fieldRule('website', 'address')).toBe('hidden');
    expect(fieldRule(undefined, 'attachments')).toBe('hidden');
  });

  it('shows the newsletter wishes under data protection and erasure only', () => {
    expect(contactSubjects.filter((s) => fieldRule(s, 'newsletter') !== 'hidden')).toEqual([
      'dataSecurity',
      'removeData',
    ]);
  });

  it('requires the spec’s fields of every message', () => {
    expect(baseRequiredContactFields).toEqual([
      'subject',
      'salutation',
      'firstName',
      'lastName',
      'email',
      'message',
      'terms',
    ]);
  });
});

describe('validation (SPEC §5)', () => {
  it('accepts a complete message with names in any script', () => {
    expect(errors({})).toEqual({});
    expect(errors({ firstName: 'Zoë', lastName: 'van der Berg' })).toEqual({});
  });

  it('says "Bitte angeben!" (REQUIRED) for every empty required field', () => {
    expect(errors({ firstName: ' ', lastName: '', message: '' })).toEqual({
      firstName: 'REQUIRED',
      lastName: 'REQUIRED',
      message: 'REQUIRED',
    });
    expect(errors({ subject: undefined })).toMatchObject({ subject: 'REQUIRED' });
  });

  it('refuses an e-mail address that is not one', () => {
    expect(errors({ email: 'anna@' })).toEqual({ email: 'EMAIL_INVALID' });
    expect(errors({ email: 'anna example.org' })).toEqual({ email: 'EMAIL_INVALID' });
  });

  it('allows letters, digits, dot, hyphen, umlauts, ß and space in the customer number, nothing else', () => {
    expect(errors({ customerNumber: 'Kd-Nr. 12 345 ß' })).toEqual({});
    expect(errors({ customerNumber: '12345#' })).toEqual({ customerNumber: 'NO_SPECIAL_CHARACTERS' });
  });

  it('refuses digits and signs in names', () => {
    expect(errors({ firstName: 'Anna2' })).toEqual({ firstName: 'NO_SPECIAL_CHARACTERS_OR_NUMBERS' });
  });

  it('checks the postal code of the shop’s country: digits only in DE, AT, CH; four digits and two letters in NL', () => {
    const address = {
      subject: 'personalData',
      birthday: '1985-03-02',
      street: 'Ring',
      houseNumber: '1',
      city: 'Wien',
    } as const;
    expect(errors({ ...address, postalCode: '10a0' }, 'AT')).toEqual({ postalCode: 'NUMBERS_ONLY' });
    expect(errors({ ...address, postalCode: '1010' }, 'AT')).toEqual({});
    expect(errors({ ...address, postalCode: '1234 AB' }, 'NL')).toEqual({});
    expect(errors({ ...address, postalCode: '1234' }, 'NL')).toMatchObject({
      postalCode: expect.stringMatching(/POSTAL_CODE/),
    });
  });

  it('refuses a day that does not exist as the birthday, and a missing one where it is required', () => {
    const address = {
      subject: 'removeData',
      street: 'Ring',
      houseNumber: '1',
      postalCode: '10115',
      city: 'Berlin',
    } as const;
    expect(errors({ ...address, birthday: '1985-02-30' })).toEqual({ birthday: 'DATE_INVALID' });
    expect(errors({ ...address, birthday: '' })).toEqual({ birthday: 'REQUIRED' });
    expect(errors({ subject: 'customerAccount', birthday: '' })).toEqual({});
  });

  it('requires the order number for a complaint and the place of a barrier', () => {
    expect(errors({ subject: 'complaintFurniture' })).toEqual({ orderNumber: 'REQUIRED' });
    expect(errors({ subject: 'reportBarrier' })).toEqual({ barrierLocation: 'REQUIRED' });
  });

  it('drops what the subject does not show, so nothing hidden reaches the ticket', () => {
    const parsed = contactSchema('DE').parse({
      ...valid,
      orderNumber: 'DE-1',
      cancelNewsletter: true,
      street: 'X',
      pauseDays: '7',
    });
    expect(parsed).toMatchObject({ orderNumber: '', cancelNewsletter: false, street: '', pauseDays: '' });
  });

  it('accepts only the newsletter frequencies and pauses of the newsletter form', () => {
    expect(errors({ subject: 'dataSecurity', frequency: '3', pauseDays: '14' })).toEqual({});
    expect(errors({ subject: 'dataSecurity', frequency: '9' })).toEqual({ frequency: 'INVALID' });
    expect(errors({ subject: 'dataSecurity', pauseDays: '10' })).toEqual({ pauseDays: 'INVALID' });
  });

  it('needs the terms ticked and bounds the message', () => {
    expect(errors({ terms: false })).toEqual({ terms: 'TERMS_REQUIRED' });
    expect(errors({ message: 'x'.repeat(4001) })).toEqual({ message: 'TOO_LONG' });
  });
});
