// Readable order numbers: DE-2026-004711, the tenant, the local year of the order and the running value of one
// sequence shared by all shops (decision 0071). The value is taken in the statement that names the order
// (insert-order.ts): two orders never get the same number, and no order waits for another's commit to get its own.
// A transaction that fails after taking a value leaves a gap; invoices and credit notes, which must have none, keep
// their own locked counters (invoice-number.ts).
import { sql } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { dateTimeFormat } from '@/platform/i18n/format';
import { orderNumbers } from './order.schema';

export function localYear(shop: ShopContext, at: Date): number {
  return Number(dateTimeFormat('en', { timeZone: shop.tenant.timeZone, year: 'numeric' }).format(at));
}

export const orderNumberPrefix = (tenant: string, year: number) => `${tenant.toUpperCase()}-${year}-`;

export const orderNumberPattern = /^[A-Z]{2}-\d{4}-\d{6,}$/;

/** The next running value (a bigint), for the statement that names the order. */
export const nextOrderNumberValue = sql.raw(`nextval('${orderNumbers.seqName}')`);
