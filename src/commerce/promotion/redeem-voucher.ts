// Records that an order used a code, inside the order's transaction. The voucher row is locked first, so two
// orders cannot both take the last use; limits and window are checked again at that moment.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { VoucherRefusal } from './errors';
import { localDay } from '@/commerce/kernel/local-day';
import { voucherRedemptions } from './promotion.schema';
import { normalizeVoucherCode } from './voucher-code';
import { findVoucher, usageKeyOf, usageRefusal, type VoucherUser } from './voucher-store';
import { windowRefusal } from './voucher-terms';

export interface RedemptionInput extends VoucherUser {
  code: string;
  orderRef: string;
  /** The discount the order's price calculation gave with this code. */
  discountAmount: number;
}

export type RedemptionResult = { ok: true } | { ok: false; refusal: VoucherRefusal };

/** Call with the order's transaction (`db.transaction(tx => …)`), after pricing the order with the same code. */
export async function redeemVoucher(
  tx: Db,
  shop: ShopContext,
  input: RedemptionInput,
): Promise<RedemptionResult> {
  const row = await findVoucher(tx, shop, normalizeVoucherCode(input.code), { forUpdate: true });
  if (!row) return { ok: false, refusal: 'VOUCHER_UNKNOWN' };
  const now = shop.now();
  const refusal = windowRefusal(row, now) ?? (await usageRefusal(tx, shop, row, input));
  if (refusal) return { ok: false, refusal };
  await tx.insert(voucherRedemptions).values({
    tenantId: shop.tenant.key,
    voucherId: row.id,
    usageKey: usageKeyOf(row),
    customerId: input.customerId,
    emailNormalized: input.email?.trim().toLowerCase() ?? null,
    orderRef: input.orderRef,
    discountAmount: input.discountAmount,
    currency: shop.currency,
    redeemedAt: now,
    redeemedOn: localDay(shop, now),
  });
  return { ok: true };
}
