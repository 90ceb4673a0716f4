// Where 'bought together' comes from once there are orders: other products in the same orders as this one.
// The order context owns the tables; this reads them through a narrow contract: `order_lines(tenant_id, order_id,
// sku)` with `sku` the product sku, and `orders(id, status)` to leave cancelled orders out. Without orders the
// source answers nothing and the complementary-category fallback takes over.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/platform/db/client';

export interface CoPurchase {
  sku: string;
  /** Orders that held both products. */
  orders: number;
}

export interface CoPurchaseSource {
  coPurchases(db: Db, tenantId: string, sku: string, limit: number): Promise<CoPurchase[]>;
}

/** One shared order is chance; from two on it is a pattern worth showing. */
export const MIN_SHARED_ORDERS = 2;

export const orderLineCoPurchases: CoPurchaseSource = {
  async coPurchases(db, tenantId, sku, limit) {
    return queryRows<CoPurchase>(
      db,
      sql`select other.sku as sku, count(distinct other.order_id)::int as orders
          from order_lines mine
          join orders o on o.id = mine.order_id and o.status <> 'cancelled'
          join order_lines other
            on other.tenant_id = mine.tenant_id and other.order_id = mine.order_id and other.sku <> mine.sku
          where mine.tenant_id = ${tenantId} and mine.sku = ${sku}
          group by other.sku
          having count(distinct other.order_id) >= ${MIN_SHARED_ORDERS}
          order by orders desc, other.sku asc
          limit ${limit}`,
    );
  },
};
