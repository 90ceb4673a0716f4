// Whether a customer ships as a premium member today: a running membership, or a cancelled one whose paid year
// has not ended yet.
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { localDay } from '@/commerce/kernel/local-day';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { p, preparedQuery } from '@/platform/db/prepared-statement';
import { premiumMemberships, type PremiumMembershipRow } from './premium.schema';

// Prepared: the basket, the checkout and every order ask it (decision 0060).
const runningMembership = preparedQuery('premium-membership-running', (db) =>
  db
    .select()
    .from(premiumMemberships)
    .where(
      and(
        eq(premiumMemberships.tenantId, p('tenantId')),
        eq(premiumMemberships.customerId, p('customerId')),
        or(isNull(premiumMemberships.cancelledAt), gt(premiumMemberships.renewsOn, p('today'))),
      ),
    )
    .orderBy(premiumMemberships.cancelledAt)
    .limit(1),
);

export async function currentPremiumMembership(
  db: Db,
  shop: ShopContext,
  customerId: string,
): Promise<PremiumMembershipRow | undefined> {
  const [row] = await runningMembership(db, { tenantId: shop.tenant.key, customerId, today: localDay(shop) });
  return row;
}

/** The read of isPremiumMember, to be read ahead (decision 0070). */
export const premiumMembershipAhead = (shop: ShopContext, customerId: string) =>
  runningMembership.ahead({ tenantId: shop.tenant.key, customerId, today: localDay(shop) });

export async function isPremiumMember(db: Db, shop: ShopContext, customerId: string): Promise<boolean> {
  return (await currentPremiumMembership(db, shop, customerId)) !== undefined;
}
