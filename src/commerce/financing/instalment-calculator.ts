// The instalment calculator in minor units: an annuity per duration, the monthly rate rounded up to the cent, the
// last rate adjusted so that rates, interest and principal add up exactly; the base price moved into the allowed
// range. Pure: no clock, no database, no floating-point money leaves this file.
import { FinancingError } from './errors';
import type { FinancingTerms } from './financing-terms';

export type Adjustment = 'none' | 'raised-to-minimum' | 'lowered-to-maximum';

export interface InstalmentRow {
  months: number;
  /** Every rate but the last. */
  monthlyRate: number;
  /** The last rate, at most the monthly rate: it absorbs what rounding up overpaid. */
  lastRate: number;
  /** Sum of all rates: net loan amount plus total interest. */
  totalAmount: number;
  totalInterest: number;
}

export interface InstalmentPlan {
  requestedAmount: number;
  /** The amount financed (Nettodarlehensbetrag) after moving the request into [minAmount, maxAmount]. */
  netLoanAmount: number;
  adjustment: Adjustment;
  /** Only the durations whose monthly rate reaches the minimum rate, shortest first. */
  rows: InstalmentRow[];
}

export function adjustToRange(
  amount: number,
  min: number,
  max: number,
): { amount: number; adjustment: Adjustment } {
  if (amount < min) return { amount: min, adjustment: 'raised-to-minimum' };
  if (amount > max) return { amount: max, adjustment: 'lowered-to-maximum' };
  return { amount, adjustment: 'none' };
}

/**
 * One duration: the annuity rate rounded up to the cent, and the last rate that settles the loan exactly. The
 * balance before the last rate follows in closed form, B = P·q^(n−1) − A·(q^(n−1) − 1)/i, so no per-month
 * rounding piles up; since A was rounded up, the last rate is at most A.
 */
export function instalmentRow(principal: number, months: number, nominalRateBp: number): InstalmentRow {
  if (!Number.isSafeInteger(principal) || principal <= 0) {
    throw new FinancingError(
      'FINANCING_INVALID_AMOUNT',
      `principal must be a positive integer, got ${principal}`,
    );
  }
  if (
    !Number.isInteger(months) ||
    months < 1 ||
    months > 120 ||
    !Number.isInteger(nominalRateBp) ||
    nominalRateBp < 0
  ) {
    throw new FinancingError('FINANCING_INVALID_TERMS', `bad duration ${months} or rate ${nominalRateBp}`);
  }
  const i = nominalRateBp / 120_000;
  const q = 1 + i;
  const exact = i === 0 ? principal / months : (principal * i) / (1 - q ** -months);
  // The epsilon keeps a float like 8333.000000001 from becoming 8334.
  const monthlyRate = Math.ceil(exact - 1e-6);
  const lastRate =
    i === 0
      ? principal - monthlyRate * (months - 1)
      : Math.round((principal * q ** (months - 1) - (monthlyRate * (q ** (months - 1) - 1)) / i) * q);
  if (!Number.isSafeInteger(lastRate) || lastRate <= 0 || lastRate > monthlyRate) {
    throw new FinancingError(
      'FINANCING_SCHEDULE_INCONSISTENT',
      `last rate ${lastRate} against rate ${monthlyRate}`,
    );
  }
  const totalAmount = monthlyRate * (months - 1) + lastRate;
  return { months, monthlyRate, lastRate, totalAmount, totalInterest: totalAmount - principal };
}

/** Every offered duration for an amount (minor units) under the given terms. Throws FinancingError on bad input. */
export function calculateInstalments(amount: number, terms: FinancingTerms): InstalmentPlan {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new FinancingError(
      'FINANCING_INVALID_AMOUNT',
      `amount must be a positive integer of minor units, got ${amount}`,
    );
  }
  if (terms.minAmount <= 0 || terms.minAmount > terms.maxAmount || terms.durations.length === 0) {
    throw new FinancingError('FINANCING_INVALID_TERMS', 'the financing terms are inconsistent');
  }
  const { amount: netLoanAmount, adjustment } = adjustToRange(amount, terms.minAmount, terms.maxAmount);
  const rows = [...terms.durations]
    .sort((a, b) => a - b)
    .map((months) => instalmentRow(netLoanAmount, months, terms.nominalRateBp))
    .filter((row) => row.monthlyRate >= terms.minMonthlyRate);
  if (rows.length === 0)
    throw new FinancingError(
      'FINANCING_NO_DURATION',
      `no duration reaches the minimum rate for ${netLoanAmount}`,
    );
  return { requestedAmount: amount, netLoanAmount, adjustment, rows };
}
