// The logged-in customer's basket, priced: the one the checkout shows and the order is made from.
import { findBasket, linesOf } from '@/commerce/basket/basket-store';
import { priceBasket, type PricedBasket } from '@/commerce/basket/price-basket';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';

export async function priceCustomerBasket(
  db: Db,
  shop: ShopContext,
  customerId: string,
  premiumMember: boolean,
): Promise<PricedBasket> {
  const owner = { kind: 'customer', customerId } as const;
  const basket = await findBasket(db, shop, owner);
  const lines = basket ? await linesOf(db, shop, basket.id) : [];
  return priceBasket(db, shop, owner, basket, lines, { premiumMember });
}

export const hasBulkyGoods = (basket: PricedBasket) => basket.result.lines.some((l) => l.bulky);
