// A voucher's terms as the price engine applies them, and the pure rules about them: validity window and which
// lines it counts for.
import type { PriceLineInput, PricedLine } from '@/commerce/pricing/price-types';
import type { VoucherRefusal } from './errors';

export type VoucherKind = 'percentage' | 'fixed' | 'free-shipping';

export interface VoucherTerms {
  id: string;
  code: string;
  kind: VoucherKind;
  /** Percentage vouchers: 1500 = 15 %. */
  percentBp: number | null;
  /** Fixed vouchers: minor units of the shop's currency. */
  amount: number | null;
  /** Goods value (of the lines it counts for, after automatic promotions) the code needs. */
  minimumAmount: number | null;
  validFrom: Date;
  /** Exclusive; null: no end. */
  validUntil: Date | null;
  /** Lines in these categories (or below them) do not count. */
  excludedCategoryIds: readonly string[];
  /** Lines already reduced (struck price or an automatic promotion) do not count. */
  excludeReduced: boolean;
  /** Bulky goods (freight) do not count. */
  excludeBulky: boolean;
}

export function windowRefusal(
  terms: Pick<VoucherTerms, 'validFrom' | 'validUntil'>,
  now: Date,
): VoucherRefusal | null {
  if (now < terms.validFrom) return 'VOUCHER_NOT_YET_VALID';
  if (terms.validUntil && now >= terms.validUntil) return 'VOUCHER_EXPIRED';
  return null;
}

/** Whether a line does not count for the voucher, and so keeps its price. */
export function excludedFromVoucher(
  line: PriceLineInput & Partial<Pick<PricedLine, 'discounts'>>,
  terms: VoucherTerms,
): boolean {
  if (terms.excludeBulky && line.bulky) return true;
  if (terms.excludeReduced && (line.struckUnitAmount !== null || (line.discounts?.length ?? 0) > 0))
    return true;
  return line.categoryIds.some((id) => terms.excludedCategoryIds.includes(id));
}
