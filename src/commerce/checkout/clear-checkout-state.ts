// Forgets the checkout choices once an order was placed from them (called inside the order's transaction).
import { and, eq } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { checkoutStates } from './checkout.schema';

export async function clearCheckoutState(tx: Db, shop: ShopContext, customerId: string): Promise<void> {
  await tx
    .delete(checkoutStates)
    .where(and(eq(checkoutStates.tenantId, shop.tenant.key), eq(checkoutStates.customerId, customerId)));
}
