import { describe, expect, it } from 'vitest';
import { addressFieldErrors, addressInputSchema } from './address-input';
import { checkPostalCode } from './postal-codes';

const valid = {
  salutation: 'female',
  firstName: 'Anne-Marie',
  lastName: "O'Neill",
  street: 'Kirschbaumallee',
  houseNumber: '12a',
  addition: '',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
};
const errorsOf = (input: Record<string, unknown>, countries = ['DE'] as const) => {
  const result = addressInputSchema(countries).safeParse(input);
  return result.success ? {} : addressFieldErrors(result.error);
};

describe('address validation (SPEC §5)', () => {
  it('accepts a complete address and trims what was typed around it', () => {
    const result = addressInputSchema(['DE']).parse({ ...valid, city: '  Berlin ', postalCode: ' 10115' });
    expect(result).toMatchObject({ city: 'Berlin', postalCode: '10115', country: 'DE' });
  });

  it('names every missing field with REQUIRED at once', () => {
    expect(
      errorsOf({ ...valid, firstName: ' ', lastName: '', street: '', houseNumber: '', postalCode: '', city: '' }),
    ).toEqual({
      firstName: 'REQUIRED',
      lastName: 'REQUIRED',
      street: 'REQUIRED',
      houseNumber: 'REQUIRED',
      postalCode: 'REQUIRED',
      city: 'REQUIRED',
    });
    expect(errorsOf({ ...valid, salutation: undefined })).toEqual({ salutation: 'REQUIRED' });
  });

  it('checks the postal code while other fields are still missing, so every problem shows at once', () => {
    expect(errorsOf({ ...valid, salutation: undefined, postalCode: '1011' })).toEqual({
      salutation: 'REQUIRED',
      postalCode: 'POSTAL_CODE_FORMAT',
    });
    expect(errorsOf({ ...valid, country: 'NL', salutation: undefined, postalCode: '1016 G7' }, ['NL'] as never)).toEqual({
      salutation: 'REQUIRED',
      postalCode: 'POSTAL_CODE_LETTERS',
    });
  });

  it('refuses digits and special characters in names and special characters in the street', () => {
    expect(errorsOf({ ...valid, firstName: 'R2D2', lastName: 'Müller$', street: 'Haupt<script>' })).toEqual({
      firstName: 'NO_SPECIAL_CHARACTERS_OR_NUMBERS',
      lastName: 'NO_SPECIAL_CHARACTERS_OR_NUMBERS',
      street: 'NO_SPECIAL_CHARACTERS',
    });
    expect(errorsOf({ ...valid, houseNumber: 'a12' })).toEqual({ houseNumber: 'HOUSE_NUMBER_FORMAT' });
    expect(errorsOf({ ...valid, city: "'s-Hertogenbosch" })).toEqual({});
    expect(errorsOf({ ...valid, city: 'Halle (Saale)' })).toEqual({});
  });

  it('only accepts the countries the shop delivers to', () => {
    // The postal code is checked against the shop's country: '1010' is no German one either.
    expect(errorsOf({ ...valid, country: 'AT', postalCode: '1010' })).toMatchObject({ country: 'COUNTRY_NOT_DELIVERED' });
    expect(errorsOf({ ...valid, country: 'AT', postalCode: '10115' })).toEqual({ country: 'COUNTRY_NOT_DELIVERED' });
    expect(errorsOf({ ...valid, country: 'AT', postalCode: '1010' }, ['AT'] as never)).toEqual({});
  });
});

describe('postal codes per country', () => {
  it.each([
    ['DE', '10115', '10115'],
    ['DE', '01067', '01067'],
    ['AT', '1010', '1010'],
    ['CH', '8001', '8001'],
    ['NL', '1012 ab', '1012 AB'],
    ['NL', '1012AB', '1012 AB'],
  ] as const)('accepts %s %s as %s', (country, input, normalized) => {
    expect(checkPostalCode(country, input)).toEqual({ ok: true, postalCode: normalized });
  });

  it.each([
    ['DE', '1011A', 'NUMBERS_ONLY'],
    ['DE', '1011', 'POSTAL_CODE_FORMAT'],
    ['DE', '00123', 'POSTAL_CODE_FORMAT'],
    ['AT', '10100', 'POSTAL_CODE_FORMAT'],
    ['AT', '0100', 'POSTAL_CODE_FORMAT'],
    ['CH', '80O1', 'NUMBERS_ONLY'],
    ['NL', '10A2 AB', 'NUMBERS_ONLY'],
    ['NL', '1012', 'POSTAL_CODE_FORMAT'],
    ['NL', '1012 A1', 'POSTAL_CODE_LETTERS'],
    ['NL', '1012 ABC', 'POSTAL_CODE_FORMAT'],
    ['NL', '1012 SS', 'POSTAL_CODE_FORMAT'],
    ['NL', '0123 AB', 'POSTAL_CODE_FORMAT'],
    ['NL', '', 'REQUIRED'],
  ] as const)('refuses %s %s with %s', (country, input, code) => {
    expect(checkPostalCode(country, input)).toEqual({ ok: false, code });
  });
});
