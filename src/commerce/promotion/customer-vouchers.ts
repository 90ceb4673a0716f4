// The vouchers issued to a customer, as "my vouchers" lists them: the personal welcome code (issued to the e-mail
// address the newsletter confirmed) and goodwill vouchers (issued to the customer), with their terms and whether
// they can still be used. Public campaign codes are not listed: a code is personal or it is advertised elsewhere.
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { voucherRedemptions, vouchers } from './promotion.schema';
import type { VoucherKind } from './voucher-terms';

export type VoucherState = 'valid' | 'not-yet-valid' | 'used' | 'expired';

export interface CustomerVoucher {
  code: string;
  kind: VoucherKind;
  percentBp: number | null;
  amount: number | null;
  minimumAmount: number | null;
  validFrom: Date;
  validUntil: Date | null;
  excludeReduced: boolean;
  excludeBulky: boolean;
  excludesCategories: boolean;
  oncePerDay: boolean;
  state: VoucherState;
}

/** Valid first (soonest to expire first), then the rest; at most 50. */
export async function customerVouchers(
  db: Db,
  shop: ShopContext,
  customer: { id: string; email: string },
): Promise<CustomerVoucher[]> {
  const email = customer.email.trim().toLowerCase();
  const rows = await db
    .select({
      voucher: vouchers,
      used: sql<number>`(select count(*)::int from ${voucherRedemptions} r where r.tenant_id = "vouchers"."tenant_id" and r.voucher_id = "vouchers"."id")`,
    })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.tenantId, shop.tenant.key),
        eq(vouchers.active, true),
        or(eq(vouchers.issuedToCustomerId, customer.id), eq(vouchers.issuedToEmail, email)),
      ),
    )
    .orderBy(desc(vouchers.createdAt))
    .limit(50);
  const now = shop.now();
  const stateOf = (v: typeof vouchers.$inferSelect, used: number): VoucherState => {
    if (v.maxUses !== null && used >= v.maxUses) return 'used';
    if (v.validUntil && now >= v.validUntil) return 'expired';
    if (now < v.validFrom) return 'not-yet-valid';
    return 'valid';
  };
  const rank: Record<VoucherState, number> = { valid: 0, 'not-yet-valid': 1, used: 2, expired: 3 };
  return rows
    .map(({ voucher: v, used }) => ({
      code: v.code,
      kind: v.kind,
      percentBp: v.percentBp,
      amount: v.amount,
      minimumAmount: v.minimumAmount,
      validFrom: v.validFrom,
      validUntil: v.validUntil,
      excludeReduced: v.excludeReduced,
      excludeBulky: v.excludeBulky,
      excludesCategories: v.excludedCategoryIds.length > 0,
      oncePerDay: v.oncePerDay,
      state: stateOf(v, Number(used)),
    }))
    .sort((a, b) => rank[a.state] - rank[b.state] || (a.validUntil?.getTime() ?? Infinity) - (b.validUntil?.getTime() ?? Infinity));
}
