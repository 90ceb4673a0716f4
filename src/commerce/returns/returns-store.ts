// Reads of registered returns: always by tenant and customer, so another customer's return is "not found".
import { and, asc, eq } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { orderReturns, type OrderReturnRow } from './returns.schema';

export function returnsOfOrder(db: Db, shop: ShopContext, customerId: string, orderId: string): Promise<OrderReturnRow[]> {
  return db
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.tenantId, shop.tenant.key), eq(orderReturns.customerId, customerId), eq(orderReturns.orderId, orderId)))
    .orderBy(asc(orderReturns.createdAt));
}

export async function findCustomerReturn(
  db: Db,
  shop: ShopContext,
  customerId: string,
  returnNumber: string,
): Promise<OrderReturnRow | null> {
  const [row] = await db
    .select()
    .from(orderReturns)
    .where(
      and(
        eq(orderReturns.tenantId, shop.tenant.key),
        eq(orderReturns.customerId, customerId),
        eq(orderReturns.returnNumber, returnNumber.trim().toUpperCase()),
      ),
    );
  return row ?? null;
}
