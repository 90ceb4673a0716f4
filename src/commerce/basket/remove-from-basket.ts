// Removes a line. Removing one that is not there (a second click) answers with the basket as it is.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { BasketChange } from './add-to-basket';
import { variantSkuPattern } from './basket-limits';
import type { BasketOwner } from './basket-owner';
import { deleteLine, findBasket, updateBasket } from './basket-store';
import { basketFailure } from './errors';
import { getBasket } from './get-basket';

export async function removeFromBasket(
  db: Db,
  shop: ShopContext,
  owner: BasketOwner,
  input: { variantSku: string },
): Promise<BasketChange> {
  if (typeof input.variantSku !== 'string' || !variantSkuPattern.test(input.variantSku))
    return basketFailure('BASKET_LINE_NOT_FOUND');
  await db.transaction(async (tx) => {
    const t: Db = tx;
    const basket = await findBasket(t, shop, owner, { lock: true });
    if (basket && (await deleteLine(t, shop, basket.id, input.variantSku)))
      await updateBasket(t, shop, basket.id);
  });
  return { ok: true, basket: await getBasket(db, shop, owner), issuedToken: null };
}
