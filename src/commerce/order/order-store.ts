// Reads and writes of orders, their lines and events. Every query filters by tenant; a customer's read also by the
// customer, so another customer's order number finds nothing.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { p, preparedQuery } from '@/platform/db/prepared-statement';
import {
  orderEvents,
  orderLines,
  orders,
  type OrderLineRow,
  type OrderRow,
  type OrderStatus,
} from './order.schema';

export type OrderSource = 'shop' | 'erp' | 'ops' | 'payment' | 'customer' | 'job';

export async function findOrderByNumber(
  db: Db,
  shop: ShopContext,
  orderNumber: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | null> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, shop.tenant.key), eq(orders.orderNumber, orderNumber)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findOrderById(
  db: Db,
  shop: ShopContext,
  orderId: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | null> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, shop.tenant.key), eq(orders.id, orderId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findCustomerOrder(
  db: Db,
  shop: ShopContext,
  customerId: string,
  orderNumber: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | null> {
  const query = db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, shop.tenant.key),
        eq(orders.customerId, customerId),
        eq(orders.orderNumber, orderNumber),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

// Every order looks for its key under the basket lock (prepared, decision 0060).
const orderByIdempotencyKey = preparedQuery('order-by-idempotency-key', (db) =>
  db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, p('tenantId')),
        eq(orders.customerId, p('customerId')),
        eq(orders.idempotencyKey, p('key')),
      ),
    ),
);

export async function findOrderByIdempotencyKey(
  db: Db,
  shop: ShopContext,
  customerId: string,
  key: string,
): Promise<OrderRow | null> {
  const [row] = await orderByIdempotencyKey(db, { tenantId: shop.tenant.key, customerId, key });
  return row ?? null;
}

/** The read of findOrderByIdempotencyKey, to be read ahead (decision 0070). */
export const orderByIdempotencyKeyAhead = (shop: ShopContext, customerId: string, key: string) =>
  orderByIdempotencyKey.ahead({ tenantId: shop.tenant.key, customerId, key });

export async function customerOrders(
  db: Db,
  shop: ShopContext,
  customerId: string,
  limit = 50,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, shop.tenant.key), eq(orders.customerId, customerId)))
    .orderBy(desc(orders.placedAt))
    .limit(limit);
}

export async function linesOfOrder(db: Db, shop: ShopContext, orderId: string): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.tenantId, shop.tenant.key), eq(orderLines.orderId, orderId)))
    .orderBy(asc(orderLines.lineNo));
}

export async function recordOrderEvent(
  tx: Db,
  shop: ShopContext,
  orderId: string,
  event: { status: OrderStatus; source: OrderSource; details?: unknown },
): Promise<void> {
  await tx.insert(orderEvents).values({
    tenantId: shop.tenant.key,
    orderId,
    status: event.status,
    source: event.source,
    details: event.details ?? null,
    at: shop.now(),
  });
}

export async function updateOrder(
  tx: Db,
  shop: ShopContext,
  orderId: string,
  changes: Partial<
    Pick<OrderRow, 'status' | 'carrier' | 'trackingNumber' | 'withdrawnAt' | 'paymentDeadline'>
  >,
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...changes, updatedAt: shop.now() })
    .where(and(eq(orders.tenantId, shop.tenant.key), eq(orders.id, orderId)));
}

/** When the order was delivered (its first 'delivered' event), or null. */
export async function deliveredAtOf(db: Db, shop: ShopContext, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderEvents.at })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.tenantId, shop.tenant.key),
        eq(orderEvents.orderId, orderId),
        eq(orderEvents.status, 'delivered'),
      ),
    )
    .orderBy(asc(orderEvents.at))
    .limit(1);
  return row?.at ?? null;
}
