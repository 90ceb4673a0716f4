// Forgets the checkout choices once an order was placed from them (inside the order's transaction; placing an order
// writes the statement in the order's own insert).
import { and, eq, type SQL } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { checkoutStates } from './checkout.schema';

export function clearCheckoutStateStatement(tx: Db, shop: ShopContext, customerId: string): SQL {
  return tx
    .delete(checkoutStates)
    .where(and(eq(checkoutStates.tenantId, shop.tenant.key), eq(checkoutStates.customerId, customerId)))
    .getSQL();
}

export async function clearCheckoutState(tx: Db, shop: ShopContext, customerId: string): Promise<void> {
  await tx.execute(clearCheckoutStateStatement(tx, shop, customerId));
}
