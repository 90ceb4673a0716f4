// Reads of vouchers and of their usage. Every query filters by tenant.
import { and, eq, sql } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { queryRows, type Db } from '@/platform/db/client';
import type { VoucherRefusal } from './errors';
import { localDay } from '@/commerce/kernel/local-day';
import { voucherRedemptions, vouchers, type VoucherRow } from './promotion.schema';
import { voucherCodePattern } from './voucher-code';
import type { VoucherTerms } from './voucher-terms';

/** Whom a usage limit counts: the customer, and the e-mail address an order was placed with. */
export interface VoucherUser {
  customerId: string | null;
  email: string | null;
}

export async function findVoucher(
  db: Db,
  shop: ShopContext,
  code: string,
  options: { forUpdate?: boolean } = {},
): Promise<VoucherRow | null> {
  if (!voucherCodePattern.test(code)) return null;
  const query = db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.tenantId, shop.tenant.key), eq(vouchers.code, code), eq(vouchers.active, true)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export function termsOf(row: VoucherRow): VoucherTerms {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percentBp: row.percentBp,
    amount: row.amount,
    minimumAmount: row.minimumAmount,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    excludedCategoryIds: row.excludedCategoryIds,
    excludeReduced: row.excludeReduced,
    excludeBulky: row.excludeBulky,
  };
}

export const usageKeyOf = (row: VoucherRow) => row.usageGroup ?? row.id;

/**
 * The usage limit this use would break, if any: all redemptions (max_uses), this person's redemptions of the code
 * or its group (max_uses_per_customer), and this person's redemption of the code today (once per day). A visitor
 * nobody knows yet is checked on the total only; checkout checks again with the order's customer and address.
 */
export async function usageRefusal(
  db: Db,
  shop: ShopContext,
  row: VoucherRow,
  user: VoucherUser,
): Promise<VoucherRefusal | null> {
  const known = user.customerId !== null || user.email !== null;
  if (row.maxUses === null && (!known || (row.maxUsesPerCustomer === null && !row.oncePerDay))) return null;
  const r = voucherRedemptions;
  const usageKey = usageKeyOf(row);
  const mine = sql`(${r.customerId} = ${user.customerId} or ${r.emailNormalized} = ${user.email?.trim().toLowerCase() ?? null})`;
  const [counts] = await queryRows<{ total: number; mine: number; today: number }>(
    db,
    sql`select count(*) filter (where ${r.voucherId} = ${row.id})::int as total,
               count(*) filter (where ${r.usageKey} = ${usageKey} and ${mine})::int as mine,
               count(*) filter (where ${r.voucherId} = ${row.id} and ${r.redeemedOn} = ${localDay(shop)} and ${mine})::int as today
        from ${r}
        where ${r.tenantId} = ${shop.tenant.key} and (${r.voucherId} = ${row.id} or ${r.usageKey} = ${usageKey})`,
  );
  if (!counts) return null;
  if (row.maxUses !== null && counts.total >= row.maxUses) return 'VOUCHER_EXHAUSTED';
  if (row.maxUsesPerCustomer !== null && counts.mine >= row.maxUsesPerCustomer) return 'VOUCHER_ALREADY_USED';
  if (row.oncePerDay && counts.today > 0) return 'VOUCHER_USED_TODAY';
  return null;
}
