// Takes the code out of the basket.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { BasketChange } from './add-to-basket';
import type { BasketOwner } from './basket-owner';
import { findBasket, updateBasket } from './basket-store';
import { getBasket } from './get-basket';

export async function removeVoucher(db: Db, shop: ShopContext, owner: BasketOwner): Promise<BasketChange> {
  const basket = await findBasket(db, shop, owner);
  if (basket?.voucherCode) await updateBasket(db, shop, basket.id, { voucherCode: null });
  return { ok: true, basket: await getBasket(db, shop, owner), issuedToken: null };
}
