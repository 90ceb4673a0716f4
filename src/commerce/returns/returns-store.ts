// Reads of registered returns: always by tenant and customer, so another customer's return is "not found".
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import { orders } from '@/commerce/order/order.schema';
import { linesOfOrder } from '@/commerce/order/order-store';
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

export interface ReturnInProgress {
  returnNumber: string;
  orderNumber: string;
  registeredAt: Date;
  /** The goods arrived (the ERP booked the returned quantities); the credit follows by the credit rules. */
  received: boolean;
}

/** How long a registered return stays on the overview. */
const SHOWN_DAYS = 60;

/**
 * The customer's returns of the last 60 days for the overview, newest first: announced (slip printed, parcel on its
 * way back) or received. Whether the goods arrived is read from the order's returned quantities.
 */
export async function returnsInProgress(db: Db, shop: ShopContext, customerId: string, limit = 10): Promise<ReturnInProgress[]> {
  const since = new Date(shop.now().getTime() - SHOWN_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({ ret: orderReturns, orderNumber: orders.orderNumber })
    .from(orderReturns)
    .innerJoin(orders, and(eq(orders.tenantId, orderReturns.tenantId), eq(orders.id, orderReturns.orderId)))
    .where(
      and(
        eq(orderReturns.tenantId, shop.tenant.key),
        eq(orderReturns.customerId, customerId),
        gte(orderReturns.createdAt, since),
      ),
    )
    .orderBy(desc(orderReturns.createdAt))
    .limit(limit);
  return Promise.all(
    rows.map(async ({ ret, orderNumber }) => {
      const lines = await linesOfOrder(db, shop, ret.orderId);
      const returned = new Map(lines.map((l) => [l.lineNo, l.returnedQuantity]));
      return {
        returnNumber: ret.returnNumber,
        orderNumber,
        registeredAt: ret.createdAt,
        received: ret.items.every((item) => (returned.get(item.lineNo) ?? 0) >= item.quantity),
      };
    }),
  );
}
