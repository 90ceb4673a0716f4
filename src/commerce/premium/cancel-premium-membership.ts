// Cancels the running membership in one step (as easy as taking it): no renewal; free shipping stays until the end
// of the year already paid for. Cancelling twice, or without a membership, changes nothing.
import { and, eq, isNull } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { premiumMemberships } from './premium.schema';

export type CancelPremiumResult = { ok: true; activeUntil: string } | { ok: false; code: 'PREMIUM_NOT_MEMBER' };

export async function cancelPremiumMembership(
  db: Db,
  shop: ShopContext,
  customerId: string,
): Promise<CancelPremiumResult> {
  const [row] = await db
    .update(premiumMemberships)
    .set({ cancelledAt: shop.now() })
    .where(
      and(
        eq(premiumMemberships.tenantId, shop.tenant.key),
        eq(premiumMemberships.customerId, customerId),
        isNull(premiumMemberships.cancelledAt),
      ),
    )
    .returning({ renewsOn: premiumMemberships.renewsOn });
  return row ? { ok: true, activeUntil: row.renewsOn } : { ok: false, code: 'PREMIUM_NOT_MEMBER' };
}
