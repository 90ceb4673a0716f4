// Readable order numbers, per tenant and year: DE-2026-004711. The counter row is upserted and returned in one
// statement inside the order's transaction, so two orders never get the same number and a rolled-back order gives
// its number back. Called as late as possible in the transaction: the row stays locked until commit.
import { sql } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { queryRows, type Db } from '@/platform/db/client';
import { dateTimeFormat } from '@/platform/i18n/format';

export function localYear(shop: ShopContext, at: Date): number {
  return Number(dateTimeFormat('en', { timeZone: shop.tenant.timeZone, year: 'numeric' }).format(at));
}

export const formatOrderNumber = (tenant: string, year: number, value: number) =>
  `${tenant.toUpperCase()}-${year}-${String(value).padStart(6, '0')}`;

export const orderNumberPattern = /^[A-Z]{2}-\d{4}-\d{6,}$/;

export async function allocateOrderNumber(tx: Db, shop: ShopContext): Promise<string> {
  const year = localYear(shop, shop.now());
  const [row] = await queryRows<{ last_value: number }>(
    tx,
    sql`insert into order_number_counters (tenant_id, year, last_value) values (${shop.tenant.key}, ${year}, 1)
        on conflict (tenant_id, year) do update set last_value = order_number_counters.last_value + 1
        returning last_value`,
  );
  return formatOrderNumber(shop.tenant.key, year, Number(row!.last_value));
}
