// Orders of a shop for the ERP and the ops CLI: by status, newest first, paged by a cursor-free page number.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { orders, type OrderRow, type OrderStatus } from './order.schema';

export async function listOrders(
  db: Db,
  shop: ShopContext,
  query: { status?: OrderStatus; page?: number; pageSize?: number },
): Promise<{ orders: OrderRow[]; page: number; pageSize: number; hasMore: boolean }> {
  const page = Math.max(1, query.page ?? 1);
  const pageSize = Math.min(200, Math.max(1, query.pageSize ?? 50));
  const conditions: SQL[] = [eq(orders.tenantId, shop.tenant.key)];
  if (query.status) conditions.push(eq(orders.status, query.status));
  const rows = await db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.placedAt), desc(orders.orderNumber))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return { orders: rows.slice(0, pageSize), page, pageSize, hasMore: rows.length > pageSize };
}
