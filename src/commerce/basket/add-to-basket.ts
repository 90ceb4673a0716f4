// Adds a quantity of a variant to the owner's basket (creating the basket on the first add). The server decides
// what it costs; the request names only the variant and the quantity. A refused add leaves the basket as it was.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { loadOffers } from '@/commerce/pricing/load-offers';
import { judgeQuantity, MAX_BASKET_LINES, MAX_LINE_QUANTITY, variantSkuPattern } from './basket-limits';
import type { BasketOwner } from './basket-owner';
import { createBasket, findBasket, linesOf, setLineQuantity, updateBasket } from './basket-store';
import type { BasketView } from './basket-view';
import { basketFailure, type BasketFailure } from './errors';
import { getBasket } from './get-basket';

export interface BasketLineInput {
  variantSku: string;
  quantity: number;
}

export type BasketChange = { ok: true; basket: BasketView; issuedToken: string | null } | BasketFailure;

export async function addToBasket(
  db: Db,
  shop: ShopContext,
  owner: BasketOwner,
  input: BasketLineInput,
): Promise<BasketChange> {
  const verdict = judgeQuantity(input.quantity);
  if (verdict === 'invalid') return basketFailure('BASKET_INVALID_QUANTITY');
  if (verdict === 'too-many') return { ok: false, code: 'BASKET_LINE_LIMIT', max: MAX_LINE_QUANTITY };
  if (typeof input.variantSku !== 'string' || !variantSkuPattern.test(input.variantSku))
    return basketFailure('BASKET_UNKNOWN_VARIANT');
  const offer = (await loadOffers(db, shop, [input.variantSku])).get(input.variantSku);
  if (!offer) return basketFailure('BASKET_UNKNOWN_VARIANT');

  const outcome = await db.transaction(
    async (tx): Promise<{ ok: true; issuedToken: string | null; owner: BasketOwner } | BasketFailure> => {
      const t: Db = tx;
      const existing = await findBasket(t, shop, owner, { lock: true });
      const lines = existing ? await linesOf(t, shop, existing.id) : [];
      const inBasket = lines.find((l) => l.variantSku === input.variantSku)?.quantity ?? 0;
      const wanted = inBasket + input.quantity;
      if (wanted > MAX_LINE_QUANTITY)
        return { ok: false, code: 'BASKET_LINE_LIMIT', max: MAX_LINE_QUANTITY, inBasket };
      if (wanted > offer.stock)
        return { ok: false, code: 'BASKET_OUT_OF_STOCK', available: offer.stock, inBasket };
      if (inBasket === 0 && lines.length >= MAX_BASKET_LINES)
        return { ok: false, code: 'BASKET_TOO_MANY_LINES', max: MAX_BASKET_LINES };

      // Created only now, so a refused first add leaves no empty basket behind.
      const { basket, issuedToken } = existing
        ? { basket: existing, issuedToken: null }
        : await createBasket(t, shop, owner);
      await setLineQuantity(t, shop, basket.id, input.variantSku, wanted);
      await updateBasket(t, shop, basket.id);
      return { ok: true, issuedToken, owner: issuedToken ? { kind: 'visitor', token: issuedToken } : owner };
    },
  );
  if (!outcome.ok) return outcome;
  return { ok: true, basket: await getBasket(db, shop, outcome.owner), issuedToken: outcome.issuedToken };
}
