// What must hold in the database after a fault: every acknowledged order there, each one whole.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/platform/db/client';

export interface OrderAudit {
  missing: string[];
  /** Orders without a line: a half-written order (placing writes an order and its lines in one transaction). */
  half: number;
}

export async function auditOrders(db: Db, acknowledged: Iterable<string>): Promise<OrderAudit> {
  const numbers = [...acknowledged];
  const present = new Set(
    (await queryRows<{ order_number: string }>(db, sql`select order_number from orders where tenant_id = 'de'`)).map((r) => r.order_number),
  );
  const [half] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)`,
  );
  return { missing: numbers.filter((n) => !present.has(n)), half: half?.n ?? 0 };
}

export function expectThat(condition: boolean, what: string, failures: string[]): void {
  console.log(`[faults]   ${condition ? 'ok  ' : 'FAIL'} ${what}`);
  if (!condition) failures.push(what);
}
