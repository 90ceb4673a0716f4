// The customer's checkout choices in this shop, or an empty state when none are stored yet.
import { and, eq } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { CheckoutState } from './checkout-types';
import { checkoutStates, type StoredCheckoutChoices } from './checkout.schema';

export const noChoices: StoredCheckoutChoices = { delivery: null, payment: null, protection: null, premium: null };

export async function loadCheckoutState(db: Db, shop: ShopContext, customerId: string): Promise<CheckoutState> {
  const [row] = await db
    .select()
    .from(checkoutStates)
    .where(and(eq(checkoutStates.tenantId, shop.tenant.key), eq(checkoutStates.customerId, customerId)));
  return {
    tenantId: shop.tenant.key,
    customerId,
    ...noChoices,
    ...(row?.choices ?? {}),
    updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
  };
}
