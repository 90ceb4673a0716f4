// Integer arithmetic on minor units: rounding, percentages, proportional shares and contained VAT. No floats touch
// an amount, so 0.1 + 0.2 never costs anybody a cent.
import type { Currency } from '@/commerce/tenant/tenants';

/** Swiss francs are settled in steps of 5 Rappen; euros to the cent. */
export const cashStep: Record<Currency, number> = { EUR: 1, CHF: 5 };

/** numerator ÷ denominator rounded half up (commercial rounding) for numerator ≥ 0, denominator > 0. */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (
    !Number.isSafeInteger(numerator) ||
    !Number.isSafeInteger(denominator) ||
    numerator < 0 ||
    denominator <= 0
  ) {
    throw new RangeError(
      `divideHalfUp needs safe integers, numerator ≥ 0 and denominator > 0 (got ${numerator} / ${denominator})`,
    );
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** An amount rounded half up to the currency's cash step (CHF: 0.05). */
export function roundToCash(amount: number, currency: Currency): number {
  const step = cashStep[currency];
  return step === 1 ? amount : divideHalfUp(amount, step) * step;
}

/** `basisPoints` (1500 = 15 %) of an amount, rounded half up to the currency's cash step. */
export function percentOf(amount: number, basisPoints: number, currency: Currency): number {
  return roundToCash(divideHalfUp(amount * basisPoints, 10_000), currency);
}

/** The VAT contained in a gross amount at a rate in basis points (1900 = 19 %), rounded half up to the cent. */
export function vatContained(gross: number, rateBasisPoints: number): number {
  return divideHalfUp(gross * rateBasisPoints, 10_000 + rateBasisPoints);
}

/**
 * Splits `total` over `weights` in proportion, in whole steps (1 cent, or 5 Rappen), so the shares add up to the
 * total exactly: each gets the floor of its share and the remainders go, one step each, to the largest fractions
 * (ties to the earlier weight). No share exceeds its weight when total ≤ sum of weights.
 */
export function allocate(total: number, weights: readonly number[], step = 1): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  if (total % step !== 0) throw new RangeError(`allocate: ${total} is not a multiple of the step ${step}`);
  const units = total / step;
  const exact = weights.map((w) => (units * w) / sum);
  const shares = exact.map((e) => Math.floor(e));
  let left = units - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => ({ i, fraction: e - Math.floor(e) }))
    .sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares.map((s) => s * step);
}
