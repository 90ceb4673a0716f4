// Tries a code on the basket as it is, without keeping it: what applying it would give, or why it would not.
import type { VoucherRefusal } from '@/commerce/promotion/errors';
import { normalizeVoucherCode } from '@/commerce/promotion/voucher-code';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { BasketOwner } from './basket-owner';
import { findBasket, linesOf, type BasketRow } from './basket-store';
import type { BasketView } from './basket-view';
import { basketFailure } from './errors';
import { priceBasket } from './price-basket';

export type VoucherCheck =
  | { ok: true; basket: BasketView; basketId: string; code: string }
  | { ok: false; code: 'BASKET_EMPTY' }
  | { ok: false; code: VoucherRefusal; minimumAmount?: number };

export async function checkVoucher(
  db: Db,
  shop: ShopContext,
  owner: BasketOwner,
  input: { code: string },
): Promise<VoucherCheck> {
  const code = normalizeVoucherCode(String(input.code ?? '').slice(0, 128));
  if (code === '') return { ok: false, code: 'VOUCHER_UNKNOWN' };
  const basket: BasketRow | null = await findBasket(db, shop, owner);
  const lines = basket ? await linesOf(db, shop, basket.id) : [];
  if (!basket || lines.length === 0) return basketFailure('BASKET_EMPTY');

  const { view } = await priceBasket(db, shop, owner, basket, lines, { voucherCode: code });
  const outcome = view.voucher;
  if (outcome?.applied) return { ok: true, basket: view, basketId: basket.id, code: outcome.code };
  const refusal = outcome?.refusal ?? 'VOUCHER_UNKNOWN';
  return refusal === 'VOUCHER_MINIMUM_NOT_REACHED' && outcome?.minimum
    ? { ok: false, code: refusal, minimumAmount: outcome.minimum.amount }
    : { ok: false, code: refusal };
}
