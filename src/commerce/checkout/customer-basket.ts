// The logged-in customer's basket, priced: the one the checkout shows and the order is made from.
import { findBasket, linesOf } from '@/commerce/basket/basket-store';
import type { BasketLineRow, BasketRow } from '@/commerce/basket/basket-store';
import { priceBasket, type PricedBasket } from '@/commerce/basket/price-basket';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';

export async function priceCustomerBasket(
  db: Db,
  shop: ShopContext,
  customerId: string,
  premiumMember: boolean,
  /** The basket and its lines when the caller has just read them (the order, under its row lock). */
  loaded?: { basket: BasketRow | null; lines: BasketLineRow[] },
): Promise<PricedBasket> {
  const owner = { kind: 'customer', customerId } as const;
  const basket = loaded ? loaded.basket : await findBasket(db, shop, owner);
  const lines = loaded ? loaded.lines : basket ? await linesOf(db, shop, basket.id) : [];
  return priceBasket(db, shop, owner, basket, lines, { premiumMember });
}

export const hasBulkyGoods = (basket: PricedBasket) => basket.result.lines.some((l) => l.bulky);
