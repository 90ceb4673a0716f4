// A voucher as a price processor: it runs after the automatic promotions, on what is left of the lines it counts
// for, and reports whether it applied or why not. Percentage and fixed vouchers discount goods; free-shipping
// vouchers waive the parcel fee.
import { allocate, cashStep, percentOf } from '@/commerce/pricing/money-math';
import type { CodeOutcome, PriceProcessor } from '@/commerce/pricing/price-types';
import type { VoucherRefusal } from './errors';
import { excludedFromVoucher, windowRefusal, type VoucherTerms } from './voucher-terms';

export interface VoucherContext {
  now: Date;
  /** A usage limit already reached (total, per customer, once per day), found in the redemptions. */
  usageRefusal: VoucherRefusal | null;
}

export function voucherProcessor(terms: VoucherTerms, context: VoucherContext): PriceProcessor {
  return {
    stage: 'order',
    process(calculation) {
      const excluded = calculation.lines.filter((l) => excludedFromVoucher(l, terms));
      const eligible = calculation.lines.filter((l) => !excluded.includes(l));
      const eligibleAmount = eligible.reduce((sum, l) => sum + l.netAmount, 0);
      const outcome = (refusal: VoucherRefusal | null, discountAmount = 0): CodeOutcome => ({
        code: terms.code,
        applied: refusal === null,
        refusal,
        excludedKeys: excluded.map((l) => l.key),
        discountAmount,
        minimumAmount: terms.minimumAmount,
      });

      const refusal =
        windowRefusal(terms, context.now) ??
        context.usageRefusal ??
        (eligible.length === 0 || eligibleAmount === 0 ? 'VOUCHER_NOT_FOR_ITEMS' : null) ??
        (terms.minimumAmount !== null && eligibleAmount < terms.minimumAmount
          ? 'VOUCHER_MINIMUM_NOT_REACHED'
          : null);
      if (refusal) return calculation.report(outcome(refusal));

      if (terms.kind === 'free-shipping') {
        calculation.waiveStandardShipping();
        return calculation.report(outcome(null));
      }
      const wanted =
        terms.kind === 'percentage'
          ? percentOf(eligibleAmount, terms.percentBp ?? 0, calculation.currency)
          : (terms.amount ?? 0);
      // A fixed voucher above the goods it counts for gives those goods away, not cash.
      const discount = Math.min(wanted, eligibleAmount);
      const step = discount % cashStep[calculation.currency] === 0 ? cashStep[calculation.currency] : 1;
      const shares = allocate(
        discount,
        eligible.map((l) => l.netAmount),
        step,
      );
      calculation.discountLines(
        { kind: 'code', id: terms.id, code: terms.code },
        new Map(eligible.map((l, i) => [l.key, shares[i]!])),
      );
      calculation.report(outcome(null, discount));
    },
  };
}
