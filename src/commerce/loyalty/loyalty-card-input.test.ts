import { describe, expect, it } from 'vitest';
import { loyaltyCardSchema } from './loyalty-card-input';

const codeOf = (cardNumber: string) => {
  const result = loyaltyCardSchema.safeParse({ cardNumber });
  return result.success ? result.data.cardNumber : result.error.issues.map((i) => i.message);
};

describe('loyalty card number', () => {
  it('takes exactly ten digits, with spaces or hyphens between groups', () => {
    expect(codeOf('1234567890')).toBe('1234567890');
    expect(codeOf(' 1234 5678 90 ')).toBe('1234567890');
    expect(codeOf('1234-5678-90')).toBe('1234567890');
  });

  it('says a number is too short or too long', () => {
    expect(codeOf('123456789')).toEqual(['CARD_LENGTH']);
    expect(codeOf('12345678901')).toEqual(['CARD_LENGTH']);
  });

  it('says only digits are allowed before it counts them', () => {
    expect(codeOf('12345678AB')).toEqual(['CARD_DIGITS_ONLY']);
    expect(codeOf('１２３４５６７８９０')).toEqual(['CARD_DIGITS_ONLY']);
  });

  it('asks for a number when nothing was typed', () => {
    expect(codeOf('  ')).toEqual(['CARD_REQUIRED']);
  });
});
