// The basket's data-layer events (GA4): add_to_cart, remove_from_cart (also a quantity lowered or raised) and
// view_cart, with the lines as GA4 items in the shop's currency (docs/third-party.md).
import type { BasketFieldsFragment } from '@/features/shared/client-data/generated/graphql';
import { ecommerceOf, ga4LineItem, pushEvent, type Ga4Item } from '@/features/shared/analytics/data-layer';

type Line = BasketFieldsFragment['lines'][number];

export function basketItems(basket: BasketFieldsFragment): Ga4Item[] {
  return basket.lines.map((line) => ga4LineItem(line));
}

/** A line's quantity went from `before` to `after` (0: gone): add_to_cart or remove_from_cart for the difference. */
export function trackQuantityChange(line: Line, before: number, after: number): void {
  if (after === before) return;
  const event = after > before ? 'add_to_cart' : 'remove_from_cart';
  const item = ga4LineItem(line, Math.abs(after - before));
  pushEvent(event, { ecommerce: ecommerceOf(line.unitPrice.currency, [item]) });
}

export function trackViewCart(basket: BasketFieldsFragment): void {
  const currency = basket.total.currency;
  pushEvent('view_cart', { ecommerce: ecommerceOf(currency, basketItems(basket)) });
}
