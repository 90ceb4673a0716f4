// Records the membership an order took (state.premium === 'taken'); called inside the order's transaction. A
// customer who already has a running membership keeps it (the unique index makes a second one impossible).
import { localDay } from '@/commerce/kernel/local-day';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { addMonths } from '@/commerce/kernel/calendar-day';
import { premiumMemberships } from './premium.schema';
import { premiumYearlyFee } from './premium-terms';

export async function recordPremiumMembership(
  tx: Db,
  shop: ShopContext,
  customerId: string,
  orderId: string | null,
): Promise<void> {
  await tx
    .insert(premiumMemberships)
    .values({
      tenantId: shop.tenant.key,
      customerId,
      startedAt: shop.now(),
      renewsOn: addMonths(localDay(shop), 12),
      orderId,
      feeAmount: premiumYearlyFee[shop.currency],
      currency: shop.currency,
    })
    .onConflictDoNothing();
}
