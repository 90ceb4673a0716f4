// Enters a code into the basket. It is kept only if it gives its benefit to this basket now; otherwise the answer
// says why (unknown, not yet valid, expired, used, minimum not reached, not for these items) and nothing changes.
// Whether a kept code still applies is decided again at every pricing.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { BasketChange } from './add-to-basket';
import type { BasketOwner } from './basket-owner';
import { updateBasket } from './basket-store';
import { checkVoucher } from './check-voucher';

export async function applyVoucher(
  db: Db,
  shop: ShopContext,
  owner: BasketOwner,
  input: { code: string },
): Promise<BasketChange> {
  const check = await checkVoucher(db, shop, owner, input);
  if (!check.ok) return check;
  await updateBasket(db, shop, check.basketId, { voucherCode: check.code });
  return { ok: true, basket: check.basket, issuedToken: null };
}
