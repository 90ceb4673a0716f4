import { describe, expect, it } from 'vitest';
import { FinancingError } from './errors';
import { effectiveRateOf, financingTerms, type FinancingTerms } from './financing-terms';
import { adjustToRange, calculateInstalments, instalmentRow } from './instalment-calculator';

const de = financingTerms.de;

// Expected values computed independently with exact decimal arithmetic (Python's decimal, 50 digits).
describe('instalmentRow', () => {
  it.each([
    // principal, months, rate, last rate, total
    [100_000, 6, 17_131, 17_128, 102_783],
    [100_000, 12, 8_768, 8_761, 105_209],
    [100_000, 18, 5_982, 5_978, 107_672],
    [100_000, 24, 4_591, 4_579, 110_172],
    [100_000, 48, 2_512, 2_475, 120_539],
    [49_999, 12, 4_384, 4_379, 52_603],
    [1_000_000, 18, 59_818, 59_817, 1_076_723],
    [1_000_000, 48, 25_114, 25_090, 1_205_448],
  ])(
    'finances %i cents over %i months at 9.48 %% with known rates',
    (principal, months, rate, last, total) => {
      const row = instalmentRow(principal, months, 948);
      expect(row).toEqual({
        months,
        monthlyRate: rate,
        lastRate: last,
        totalAmount: total,
        totalInterest: total - principal,
      });
    },
  );

  it('rounds the monthly rate up to the next cent (8,767.42… → 87.68 €)', () => {
    expect(instalmentRow(100_000, 12, 948).monthlyRate).toBe(8_768);
  });

  it('makes the rates add up to the total exactly, with a last rate no larger than the others', () => {
    for (const principal of [10_000, 12_345, 99_999, 250_000, 999_999, 1_000_000]) {
      for (const months of de.durations) {
        const row = instalmentRow(principal, months, 948);
        expect(row.monthlyRate * (months - 1) + row.lastRate).toBe(row.totalAmount);
        expect(row.totalAmount - row.totalInterest).toBe(principal);
        expect(row.lastRate).toBeGreaterThan(0);
        expect(row.lastRate).toBeLessThanOrEqual(row.monthlyRate);
      }
    }
  });

  it('computes a consistent schedule for every amount of the allowed range', () => {
    for (const terms of [financingTerms.de, financingTerms.ch]) {
      for (let principal = terms.minAmount; principal <= terms.maxAmount; principal += 997) {
        for (const months of terms.durations) {
          const row = instalmentRow(principal, months, terms.nominalRateBp);
          // Rounding up overpays under a cent a month; with interest on it, the last rate is less than 2 cents × n lower.
          expect(row.lastRate <= row.monthlyRate && row.monthlyRate - row.lastRate < 2 * months).toBe(true);
        }
      }
    }
  });

  it('divides without interest at 0 %, rounding up and letting the last rate take the rest', () => {
    expect(instalmentRow(10_000, 3, 0)).toEqual({
      months: 3,
      monthlyRate: 3_334,
      lastRate: 3_332,
      totalAmount: 10_000,
      totalInterest: 0,
    });
    expect(instalmentRow(12_000, 12, 0)).toMatchObject({ monthlyRate: 1_000, lastRate: 1_000 });
  });

  it('refuses amounts that are not positive integers of minor units', () => {
    for (const bad of [0, -100, 12.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => instalmentRow(bad, 12, 948)).toThrow(FinancingError);
    }
  });
});

describe('adjustToRange', () => {
  it('raises an amount below the minimum and lowers one above the maximum, with a notice', () => {
    expect(adjustToRange(5_000, 10_000, 1_000_000)).toEqual({
      amount: 10_000,
      adjustment: 'raised-to-minimum',
    });
    expect(adjustToRange(1_500_000, 10_000, 1_000_000)).toEqual({
      amount: 1_000_000,
      adjustment: 'lowered-to-maximum',
    });
    expect(adjustToRange(10_000, 10_000, 1_000_000)).toEqual({ amount: 10_000, adjustment: 'none' });
    expect(adjustToRange(1_000_000, 10_000, 1_000_000)).toEqual({ amount: 1_000_000, adjustment: 'none' });
  });
});

describe('calculateInstalments', () => {
  it('offers every duration for a mid-range price', () => {
    const plan = calculateInstalments(49_999, de);
    expect(plan).toMatchObject({ requestedAmount: 49_999, netLoanAmount: 49_999, adjustment: 'none' });
    expect(plan.rows.map((r) => r.months)).toEqual([6, 12, 18, 24, 36, 48]);
  });

  it('leaves out durations whose rate would fall below the 10 € minimum rate', () => {
    // 100 € over 12 months is 8.77 € a month: only 6 months (17.14 €) remain.
    expect(calculateInstalments(10_000, de).rows.map((r) => [r.months, r.monthlyRate])).toEqual([[6, 1_714]]);
    // 250 €: 24 months is 11.48 €, 36 months 8.01 €.
    expect(calculateInstalments(25_000, de).rows.map((r) => r.months)).toEqual([6, 12, 18, 24]);
  });

  it('finances the minimum for a cheap article and says so', () => {
    const plan = calculateInstalments(1_999, de);
    expect(plan).toMatchObject({
      requestedAmount: 1_999,
      netLoanAmount: 10_000,
      adjustment: 'raised-to-minimum',
    });
  });

  it('finances at most the maximum for an expensive article and says so', () => {
    const plan = calculateInstalments(1_299_900, de);
    expect(plan).toMatchObject({ netLoanAmount: 1_000_000, adjustment: 'lowered-to-maximum' });
    expect(plan.rows.at(-1)).toMatchObject({ months: 48, monthlyRate: 25_114 });
  });

  it('computes Swiss francs at the Swiss rate (8.56 % nominal)', () => {
    const plan = calculateInstalments(100_000, financingTerms.ch);
    expect(plan.rows.find((r) => r.months === 12)).toEqual({
      months: 12,
      monthlyRate: 8_725,
      lastRate: 8_722,
      totalAmount: 104_697,
      totalInterest: 4_697,
    });
    expect(
      calculateInstalments(250_000, financingTerms.ch).rows.find((r) => r.months === 36)?.monthlyRate,
    ).toBe(7_899);
  });

  it('throws a coded error when no duration is left or the terms are broken', () => {
    const strict: FinancingTerms = { ...de, minMonthlyRate: 1_000_000 };
    expect(() => calculateInstalments(50_000, strict)).toThrow(
      expect.objectContaining({ code: 'FINANCING_NO_DURATION' }),
    );
    expect(() => calculateInstalments(50_000, { ...de, minAmount: 20_000_00 })).toThrow(
      expect.objectContaining({ code: 'FINANCING_INVALID_TERMS' }),
    );
    expect(() => calculateInstalments(Number.NaN, de)).toThrow(
      expect.objectContaining({ code: 'FINANCING_INVALID_AMOUNT' }),
    );
  });
});

describe('financing terms', () => {
  it.each(Object.entries(financingTerms))(
    '%s advertises the effective rate its nominal rate amounts to',
    (_tenant, terms) => {
      expect(effectiveRateOf(terms.nominalRateBp)).toBe(terms.effectiveRateBp);
    },
  );

  it('keeps Swiss consumer credit under the legal 10 % cap', () => {
    expect(financingTerms.ch.effectiveRateBp).toBeLessThanOrEqual(1_000);
    expect(financingTerms.ch.currency).toBe('CHF');
  });
});
