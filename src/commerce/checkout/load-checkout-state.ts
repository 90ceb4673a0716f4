// The customer's checkout choices in this shop, or an empty state when none are stored yet.
import { and, eq } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { p, preparedQuery } from '@/platform/db/prepared-statement';
import type { CheckoutState } from './checkout-types';
import { checkoutStates, type StoredCheckoutChoices } from './checkout.schema';

export const noChoices: StoredCheckoutChoices = { delivery: null, payment: null, protection: null, premium: null };

const storedState = preparedQuery('checkout-state', (db) =>
  db
    .select()
    .from(checkoutStates)
    .where(and(eq(checkoutStates.tenantId, p('tenantId')), eq(checkoutStates.customerId, p('customerId')))),
);

/** The read of loadCheckoutState, to be read ahead (decision 0070). */
export const checkoutStateAhead = (shop: ShopContext, customerId: string) =>
  storedState.ahead({ tenantId: shop.tenant.key, customerId });

export async function loadCheckoutState(db: Db, shop: ShopContext, customerId: string): Promise<CheckoutState> {
  const [row] = await storedState(db, { tenantId: shop.tenant.key, customerId });
  return {
    tenantId: shop.tenant.key,
    customerId,
    ...noChoices,
    ...(row?.choices ?? {}),
    updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
  };
}
