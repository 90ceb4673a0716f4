import { describe, expect, it } from 'vitest';
import { allocate, divideHalfUp, percentOf, roundToCash, vatContained } from './money-math';

describe('money math', () => {
  it('rounds half up, in integers', () => {
    expect(divideHalfUp(5, 2)).toBe(3);
    expect(divideHalfUp(4, 2)).toBe(2);
    expect(divideHalfUp(14_999, 10_000)).toBe(1);
    expect(divideHalfUp(15_000, 10_000)).toBe(2);
    expect(() => divideHalfUp(1.5, 1)).toThrow(RangeError);
  });

  it('takes percentages to the cent in EUR and to 5 Rappen in CHF', () => {
    expect(percentOf(3_333, 1_500, 'EUR')).toBe(500); // 499.95 → 500
    expect(percentOf(3_329, 1_500, 'EUR')).toBe(499); // 499.35 → 499
    expect(percentOf(3_990, 1_500, 'CHF')).toBe(600); // 598.5 → 599 → 600 (5-Rappen grid)
    expect(percentOf(1_990, 1_000, 'CHF')).toBe(200); // 199 → 200
    expect(roundToCash(1_232, 'CHF')).toBe(1_230);
    expect(roundToCash(1_233, 'CHF')).toBe(1_235);
  });

  it('finds the VAT contained in a gross amount per rate', () => {
    expect(vatContained(11_900, 1_900)).toBe(1_900);
    expect(vatContained(10_000, 1_900)).toBe(1_597); // 1596.64
    expect(vatContained(12_000, 2_000)).toBe(2_000);
    expect(vatContained(10_810, 810)).toBe(810);
    expect(vatContained(12_100, 2_100)).toBe(2_100);
  });

  it('splits an amount in proportion so the shares add up exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1_000, [2_000, 6_000])).toEqual([250, 750]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    const shares = allocate(995, [1_990, 3_990, 2_990], 5);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(995);
    for (const share of shares) expect(share % 5).toBe(0);
  });
});
