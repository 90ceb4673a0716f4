// Gapless document numbers per tenant, series and local year: RE-DE-2026-000001 for invoices, RK-DE-2026-000001
// for credit notes. The counter row is upserted and returned in one statement inside the document's transaction: it
// stays locked until commit, so concurrent documents wait in line, and a rolled-back document gives its number back.
// Never max()+1 (two transactions would read the same maximum).
import { sql } from 'drizzle-orm';
import { localYear } from '@/commerce/order/order-number';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { queryRows, type Db } from '@/platform/db/client';
import type { DocumentKind } from './invoicing.schema';

const seriesOf: Record<DocumentKind, string> = { invoice: 'RE', 'credit-note': 'RK' };

export const documentNumberPattern = /^(RE|RK)-[A-Z]{2}-\d{4}-\d{6,}$/;

export async function allocateDocumentNumber(tx: Db, shop: ShopContext, kind: DocumentKind, at: Date): Promise<string> {
  const series = seriesOf[kind];
  const year = localYear(shop, at);
  const [row] = await queryRows<{ last_value: number }>(
    tx,
    sql`insert into invoice_number_counters (tenant_id, series, year, last_value) values (${shop.tenant.key}, ${series}, ${year}, 1)
        on conflict (tenant_id, series, year) do update set last_value = invoice_number_counters.last_value + 1
        returning last_value`,
  );
  return `${series}-${shop.tenant.key.toUpperCase()}-${year}-${String(Number(row!.last_value)).padStart(6, '0')}`;
}
