// Whether a customer ships as a premium member today: a running membership, or a cancelled one whose paid year
// has not ended yet.
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { localDay } from '@/commerce/kernel/local-day';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { premiumMemberships, type PremiumMembershipRow } from './premium.schema';

export async function currentPremiumMembership(
  db: Db,
  shop: ShopContext,
  customerId: string,
): Promise<PremiumMembershipRow | undefined> {
  const today = localDay(shop);
  const [row] = await db
    .select()
    .from(premiumMemberships)
    .where(
      and(
        eq(premiumMemberships.tenantId, shop.tenant.key),
        eq(premiumMemberships.customerId, customerId),
        or(isNull(premiumMemberships.cancelledAt), gt(premiumMemberships.renewsOn, today)),
      ),
    )
    .orderBy(premiumMemberships.cancelledAt)
    .limit(1);
  return row;
}

export async function isPremiumMember(db: Db, shop: ShopContext, customerId: string): Promise<boolean> {
  return (await currentPremiumMembership(db, shop, customerId)) !== undefined;
}
