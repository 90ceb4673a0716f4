// Fast bulk inserts for seeding: each column of a batch travels as one array parameter and PostgreSQL zips them
// back into rows with unnest(). One statement per batch, the same SQL on PGlite and PostgreSQL, no 65,535-parameter
// limit, and on PGlite measurably faster than multi-row VALUES (~3×) or json_to_recordset (~1.3×).
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/platform/db/client';

/** One array element in PostgreSQL's array literal syntax: quoted, with quotes and backslashes escaped. */
function element(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

export function arrayLiteral(values: readonly unknown[]): string {
  return `{${values.map(element).join(',')}}`;
}

/** Inserts rows (keyed by the table's property names) in one statement; columns absent from the first row keep their defaults. */
export async function bulkInsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const arrays = sql.join(
    columns.map(([key, column]) => {
      const values = rows.map((row) => (row as Record<string, unknown>)[key]);
      return sql`${arrayLiteral(values)}::${sql.raw(column.getSQLType())}[]`;
    }),
    sql`, `,
  );
  await db.execute(sql`insert into ${table} (${names}) select * from unnest(${arrays})`);
}
