// Readable order numbers, per tenant and year: DE-2026-004711. The counter row is upserted and returned in the
// statement that names the order (insert-order.ts), inside the order's transaction, so two orders never get the same number and a rolled-back order gives
// its number back. Called as late as possible in the transaction: the row stays locked until commit.
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { dateTimeFormat } from '@/platform/i18n/format';

export function localYear(shop: ShopContext, at: Date): number {
  return Number(dateTimeFormat('en', { timeZone: shop.tenant.timeZone, year: 'numeric' }).format(at));
}

export const orderNumberPrefix = (tenant: string, year: number) => `${tenant.toUpperCase()}-${year}-`;

export const orderNumberPattern = /^[A-Z]{2}-\d{4}-\d{6,}$/;

/** The counter of the tenant's year, advanced (or started at 1) and returned as `last_value` (placeholders welcome). */
export const orderCounterUpsert = (tenantId: string | SQLWrapper, year: number | SQLWrapper) =>
  sql`insert into order_number_counters (tenant_id, year, last_value) values (${tenantId}, ${year}::integer, 1)
      on conflict (tenant_id, year) do update set last_value = order_number_counters.last_value + 1
      returning last_value`;
