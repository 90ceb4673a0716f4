// The figure the credit check takes from the orders: how many orders the customer has settled (paid or on its way).
// A subquery rather than a query of its own, so the credit check still reads everything in one round trip.
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TenantKey } from '@/commerce/tenant/tenants';
import { orders, type OrderStatus } from './order.schema';

const settledStatuses: OrderStatus[] = ['paid', 'in-fulfilment', 'shipped', 'delivered'];

/** The ids may be placeholders of a prepared statement (the credit check's). */
export const settledOrderCount = (tenantId: TenantKey | SQLWrapper, customerId: string | SQLWrapper): SQL<number> =>
  sql<number>`(select count(*) from ${orders} where ${and(eq(orders.tenantId, tenantId), eq(orders.customerId, customerId), inArray(orders.status, settledStatuses))})`.mapWith(
    Number,
  );
