// The number of items in the owner's basket (sum of the quantities), as the header shows it: only lines the basket
// page shows too (products still sold at a price in this currency). Three index lookups, driven by the basket, so
// the plan does not depend on table statistics.
import { loadOffers } from '@/commerce/pricing/load-offers';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { BasketOwner } from './basket-owner';
import { findBasket, linesOf } from './basket-store';

export async function countBasketItems(db: Db, shop: ShopContext, owner: BasketOwner): Promise<number> {
  const basket = await findBasket(db, shop, owner);
  if (!basket) return 0;
  const lines = await linesOf(db, shop, basket.id);
  if (lines.length === 0) return 0;
  const offers = await loadOffers(
    db,
    shop,
    lines.map((l) => l.variantSku),
  );
  return lines.reduce((sum, l) => sum + (offers.has(l.variantSku) ? l.quantity : 0), 0);
}
