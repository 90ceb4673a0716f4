// Sets the quantity of a line. Above the stock the change is refused and says how many are left; the basket stays
// as it was.
import { loadOffers } from '@/commerce/pricing/load-offers';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { BasketChange, BasketLineInput } from './add-to-basket';
import { judgeQuantity, MAX_LINE_QUANTITY, variantSkuPattern } from './basket-limits';
import type { BasketOwner } from './basket-owner';
import { findBasket, linesOf, setLineQuantity, updateBasket } from './basket-store';
import { basketFailure, type BasketFailure } from './errors';
import { getBasket } from './get-basket';

export async function changeBasketQuantity(
  db: Db,
  shop: ShopContext,
  owner: BasketOwner,
  input: BasketLineInput,
): Promise<BasketChange> {
  if (typeof input.variantSku !== 'string' || !variantSkuPattern.test(input.variantSku))
    return basketFailure('BASKET_LINE_NOT_FOUND');
  const verdict = judgeQuantity(input.quantity);
  if (verdict === 'invalid') return basketFailure('BASKET_INVALID_QUANTITY');

  const outcome = await db.transaction(async (tx): Promise<{ ok: true } | BasketFailure> => {
    const t: Db = tx;
    const basket = await findBasket(t, shop, owner, { lock: true });
    const line = basket
      ? (await linesOf(t, shop, basket.id)).find((l) => l.variantSku === input.variantSku)
      : undefined;
    if (!basket || !line) return basketFailure('BASKET_LINE_NOT_FOUND');
    if (verdict === 'too-many')
      return { ok: false, code: 'BASKET_LINE_LIMIT', max: MAX_LINE_QUANTITY, inBasket: line.quantity };
    const offer = (await loadOffers(t, shop, [input.variantSku])).get(input.variantSku);
    if (!offer) return basketFailure('BASKET_UNKNOWN_VARIANT');
    // Also when lowering: a line whose stock shrank goes back within the stock, not half-way.
    if (input.quantity > offer.stock) {
      return { ok: false, code: 'BASKET_OUT_OF_STOCK', available: offer.stock, inBasket: line.quantity };
    }
    await setLineQuantity(t, shop, basket.id, input.variantSku, input.quantity);
    await updateBasket(t, shop, basket.id);
    return { ok: true };
  });
  if (!outcome.ok) return outcome;
  return { ok: true, basket: await getBasket(db, shop, owner), issuedToken: null };
}
