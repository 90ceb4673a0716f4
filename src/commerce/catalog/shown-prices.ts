// The prices a product shows (PAngV §§ 4, 11): its price; a struck price, and with it the lowest price of the last
// 30 days, only while the product is reduced — its struck price above its price; the unit price of goods sold by
// measure. One rule for product page, listings, search hits, recommendations and the wishlist.
import type { Money } from '@/platform/i18n/format';
import { unitPriceOf, type UnitPrice } from './unit-price';

export interface ShownPrices {
  price: Money;
  struckPrice: Money | null;
  lowest30Price: Money | null;
  unitPrice: UnitPrice | null;
}

/** Reduced: a struck price is shown only when it is above the price. */
export function isReduced(amount: number, struckAmount: number | null): boolean {
  return struckAmount !== null && struckAmount > amount;
}

export function shownPrices(
  currency: Money['currency'],
  prices: { amount: number; struckAmount: number | null; lowest30Amount: number },
  measure: { measureUnit: string | null; measureQuantity: number | null },
): ShownPrices {
  const money = (amount: number): Money => ({ amount, currency });
  const reduced = isReduced(prices.amount, prices.struckAmount);
  return {
    price: money(prices.amount),
    struckPrice: reduced ? money(prices.struckAmount!) : null,
    lowest30Price: reduced ? money(prices.lowest30Amount) : null,
    unitPrice: unitPriceOf(money(prices.amount), measure.measureUnit, measure.measureQuantity),
  };
}
