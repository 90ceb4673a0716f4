// The owner's basket, priced now. A visitor without a basket gets an empty one (nothing is created by reading).
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { BasketOwner } from './basket-owner';
import { findBasket, linesOf } from './basket-store';
import type { BasketView } from './basket-view';
import { priceBasket } from './price-basket';

export async function getBasket(db: Db, shop: ShopContext, owner: BasketOwner): Promise<BasketView> {
  const basket = await findBasket(db, shop, owner);
  const lines = basket ? await linesOf(db, shop, basket.id) : [];
  return (await priceBasket(db, shop, owner, basket, lines)).view;
}
