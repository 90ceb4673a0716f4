// A personal welcome code (SPEC §9: 15 % for newsletter subscribers, once per subscriber, excluded categories):
// a code of its own, with the terms of the shop's welcome voucher and in its usage group, so the engine that
// prices and redeems every code counts it against the same once-per-customer limit as the public welcome codes.
import { and, asc, eq } from 'drizzle-orm';
import { readableCode } from '@/commerce/kernel/readable-code';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { vouchers } from './promotion.schema';

export const welcomeUsageGroup = 'newsletter-welcome';


/**
 * Writes a single-use code with the terms of the shop's welcome voucher (its first active code of the group) and
 * returns it; null when the shop has no welcome voucher. `issuedToEmail` is the subscriber's address.
 */
export async function issueWelcomeVoucher(tx: Db, shop: ShopContext, now: Date, issuedToEmail: string | null = null): Promise<string | null> {
  const [template] = await tx
    .select()
    .from(vouchers)
    .where(
      and(
        eq(vouchers.tenantId, shop.tenant.key),
        eq(vouchers.usageGroup, welcomeUsageGroup),
        eq(vouchers.active, true),
      ),
    )
    .orderBy(asc(vouchers.createdAt), asc(vouchers.code))
    .limit(1);
  if (!template) return null;
  const code = `NL15-${readableCode(8)}`;
  await tx.insert(vouchers).values({
    tenantId: shop.tenant.key,
    code,
    kind: template.kind,
    percentBp: template.percentBp,
    amount: template.amount,
    minimumAmount: template.minimumAmount,
    validFrom: now,
    validUntil: template.validUntil,
    maxUses: 1,
    maxUsesPerCustomer: 1,
    oncePerDay: template.oncePerDay,
    usageGroup: welcomeUsageGroup,
    excludedCategoryIds: template.excludedCategoryIds,
    excludeReduced: template.excludeReduced,
    excludeBulky: template.excludeBulky,
    // The customer with this address finds it under "my vouchers".
    issuedToEmail: issuedToEmail?.trim().toLowerCase() ?? null,
  });
  return code;
}
