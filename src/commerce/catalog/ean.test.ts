import { describe, expect, it } from 'vitest';
import { ean13, ean13CheckDigit, isValidEan13 } from './ean';

describe('EAN-13', () => {
  it('computes the check digit of known codes', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13('590123412345')).toBe('5901234123457');
  });

  it('rejects a wrong check digit, wrong length and non-digits', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13('40063813339a1')).toBe(false);
    expect(() => ean13('12')).toThrow();
  });
});
