// The instalment plan of a checkout in the shop's financing terms. Unlike the product page's calculator, nothing is
// moved into range here: an order amount outside [min, max] cannot be financed, and only the durations whose
// monthly rate reaches the minimum are offered.
import { financingTerms } from '@/commerce/financing/financing-terms';
import { instalmentRow, type InstalmentRow } from '@/commerce/financing/instalment-calculator';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { ProtectionChoice } from '@/commerce/order/order-choices';
import { protectionMonthlyOf } from './payment-terms';

export function instalmentRowsFor(shop: ShopContext, amount: number): InstalmentRow[] {
  const terms = financingTerms[shop.tenant.key];
  if (!Number.isSafeInteger(amount) || amount < terms.minAmount || amount > terms.maxAmount) return [];
  return terms.durations
    .map((months) => instalmentRow(amount, months, terms.nominalRateBp))
    .filter((row) => row.monthlyRate >= terms.minMonthlyRate);
}

export function instalmentRowFor(shop: ShopContext, amount: number, months: number): InstalmentRow | null {
  return instalmentRowsFor(shop, amount).find((r) => r.months === months) ?? null;
}

/** The protection's share of an order total: premium per month × months, for a financed amount. */
export function protectionTotalOf(shop: ShopContext, financed: number, months: number, cover: ProtectionChoice['cover']) {
  const terms = financingTerms[shop.tenant.key];
  return protectionMonthlyOf(instalmentRow(financed, months, terms.nominalRateBp).monthlyRate, cover) * months;
}

/**
 * The financed amount behind an order total that includes the protection premiums: total = F + premiums(F). The
 * right side grows strictly with F, so a binary search finds the one F (or the largest F below, if a total was
 * not made by this rule).
 */
export function financedAmountOf(
  shop: ShopContext,
  total: number,
  months: number,
  cover: ProtectionChoice['cover'],
): number {
  let low = 1;
  let high = total;
  if (total < 1) return total;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (mid + protectionTotalOf(shop, mid, months, cover) <= total) low = mid;
    else high = mid - 1;
  }
  return low;
}
