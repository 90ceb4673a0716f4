// The customer's orders as the account lists them: newest first, a page at a time, filtered by where they are
// (open, shipped, returned). Always by tenant AND customer (the orders_customer_idx index), so no id or filter
// ever reaches another customer's order.
import { and, asc, desc, eq, exists, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { orderEvents, orderLines, orders, type OrderRow, type OrderStatus } from './order.schema';

export const orderFilters = ['all', 'open', 'shipped', 'returned'] as const;
export type OrderFilter = (typeof orderFilters)[number];

export const isOrderFilter = (value: unknown): value is OrderFilter =>
  typeof value === 'string' && (orderFilters as readonly string[]).includes(value);

/** Not yet on its way; on its way or arrived; (partly) sent back. Cancelled orders show under "all" only. */
const statusesOf: Record<Exclude<OrderFilter, 'all' | 'returned'>, OrderStatus[]> = {
  open: ['placed', 'awaiting-payment', 'paid', 'in-fulfilment'],
  shipped: ['shipped', 'delivered'],
};

export const ORDER_PAGE_SIZE = 10;
/** The most a "load more" URL may ask for at once. */
export const MAX_ORDERS_SHOWN = 500;

export function ownOrders(shop: ShopContext, customerId: string): SQL {
  return and(eq(orders.tenantId, shop.tenant.key), eq(orders.customerId, customerId))!;
}

function filterCondition(db: Db, filter: OrderFilter): SQL | undefined {
  if (filter === 'all') return undefined;
  if (filter === 'returned')
    return or(
      eq(orders.status, 'returned'),
      // Partly sent back: a line of this very order with a returned quantity (correlated subquery).
      exists(
        db
          .select({ one: sql`1` })
          .from(orderLines)
          .where(and(eq(orderLines.orderId, orders.id), gt(orderLines.returnedQuantity, 0))),
      ),
    );
  return inArray(orders.status, statusesOf[filter]);
}

export interface CustomerOrderPage {
  orders: OrderRow[];
  hasMore: boolean;
}

export async function customerOrderPage(
  db: Db,
  shop: ShopContext,
  customerId: string,
  query: { filter: OrderFilter; shown: number },
): Promise<CustomerOrderPage> {
  const shown = Math.min(MAX_ORDERS_SHOWN, Math.max(1, Math.floor(query.shown)));
  const condition = filterCondition(db, query.filter);
  const rows = await db
    .select()
    .from(orders)
    .where(condition ? and(ownOrders(shop, customerId), condition) : ownOrders(shop, customerId))
    .orderBy(desc(orders.placedAt), desc(orders.orderNumber))
    .limit(shown + 1);
  return { orders: rows.slice(0, shown), hasMore: rows.length > shown };
}

/** Orders the carrier has, newest first: the overview's "on their way". */
export async function shipmentsUnderway(db: Db, shop: ShopContext, customerId: string, limit = 20): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(ownOrders(shop, customerId), eq(orders.status, 'shipped')))
    .orderBy(desc(orders.placedAt))
    .limit(limit);
}


export interface TimelineStep {
  status: OrderStatus;
  at: Date;
}

/** The order's status history, oldest first; a status reached twice (a retried payment) shows once, first time. */
export async function orderTimeline(db: Db, shop: ShopContext, orderId: string): Promise<TimelineStep[]> {
  const rows = await db
    .select({ status: orderEvents.status, at: orderEvents.at })
    .from(orderEvents)
    .where(and(eq(orderEvents.tenantId, shop.tenant.key), eq(orderEvents.orderId, orderId)))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  const seen = new Set<OrderStatus>();
  return rows.filter((r) => !seen.has(r.status) && seen.add(r.status));
}

/** Orders not finished yet (placed until shipped and not yet delivered): an account deletion waits for them. */
export const unfinishedStatuses: readonly OrderStatus[] = ['placed', 'awaiting-payment', 'paid', 'in-fulfilment', 'shipped'];

export async function unfinishedOrderCount(db: Db, shop: ShopContext, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(ownOrders(shop, customerId), inArray(orders.status, [...unfinishedStatuses])));
  return Number(row?.n ?? 0);
}
