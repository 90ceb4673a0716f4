import { describe, expect, it } from 'vitest';
import { chfRetail, euroRetail } from './retail-price';

describe('shelf prices', () => {
  it('gives euro prices the usual endings', () => {
    expect(euroRetail(1234)).toBe(1195);
    expect(euroRetail(2870)).toBe(2999);
    expect(euroRetail(59_000)).toBe(58_999);
    expect(euroRetail(60_000)).toBe(59_900);
    expect(euroRetail(129_000)).toBe(129_900);
    for (let cents = 200; cents < 500_000; cents += 137) {
      expect(String(euroRetail(cents))).toMatch(/(99|95|00)$/);
      expect(Math.abs(euroRetail(cents) - cents) / Math.max(cents, 199)).toBeLessThan(0.2);
    }
  });

  it('gives Swiss prices .90/.95 endings and whole francs above 1000', () => {
    for (let rappen = 300; rappen < 500_000; rappen += 173) {
      const price = chfRetail(rappen);
      expect(String(price)).toMatch(/(90|95|00)$/);
      if (price >= 100_000) expect(price % 100).toBe(0);
    }
    expect(chfRetail(4_130)).toBe(3_990);
    expect(chfRetail(134_900)).toBe(134_900);
  });
});
