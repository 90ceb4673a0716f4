// Reads ahead (decision 0070). A use case that knows which reads it is about to make — placing an order reads the
// basket's lines, the checkout choices, the customer, the membership, the billing address and the credit figures,
// each through its own context's function — sends them in ONE statement first, and each function then answers from
// that statement's result instead of a round trip of its own. The functions stay as they are: a prepared read
// (preparedQuery, preparedSql) looks for its own name and values among what was read ahead for the db it is called
// with, takes it once, and otherwise runs as always. A read the use case did not foresee, or foresaw with other
// values, simply runs.
//
// The combined statement selects one JSON array per read, `(select json_agg(t) from (<the read's own text>) t)`,
// prepared once per combination of reads (the aggregate keeps the order of a read's own `order by`, as PostgreSQL
// aggregates an ordered subquery). The rows come back as the read itself would give them: a query builder's
// through drizzle's own mapping (each column's decoder: timestamps from their JSON text, jsonb as it is), a raw
// statement's as plain objects. JSON gives bigint and numeric values as numbers (the driver, as strings): a raw read
// ahead must not select those unconverted.
//
// What was read ahead is valid inside `withReadsAhead` only, and each result is taken once: a write later in the same
// transaction cannot be answered by a read from before it.
import * as drizzle from 'drizzle-orm';
import { is, Placeholder, sql } from 'drizzle-orm';
import type { Db } from './client';
import { runner, type Runner, type Template } from './prepared-runner';

/** One read as its prepared statement would send it: `preparedQuery(…).ahead(values)`. */
export interface AheadRead {
  readonly name: string;
  readonly values: Record<string, unknown>;
  readonly template: (db: Db) => Template;
}

export const aheadRead = (
  name: string,
  values: Record<string, unknown>,
  template: (db: Db) => Template,
): AheadRead => ({ name, values, template });

/**
 * Whether a call's values are the values read ahead: the same keys, each the same value — a string or a number, an
 * array of them element by element, a date by its time. Anything else never matches (the read then simply runs).
 */
function sameValues(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const x = a[key];
    const y = b[key];
    if (x === y) return true;
    if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((item, i) => item === y[i]);
    return x instanceof Date && y instanceof Date && x.getTime() === y.getTime();
  });
}

interface Primed {
  values: Record<string, unknown>;
  rows: unknown;
}

/** Per db, per read's name: what was read ahead and not taken yet. */
const primedOf = new WeakMap<Db, Map<string, Primed[]>>();

/** What was read ahead on this db for this read and these values, taken (a second call runs the statement). */
export function takeReadAhead(db: Db, name: string, values: Record<string, unknown>): { rows: unknown } | null {
  const entries = primedOf.get(db)?.get(name);
  const index = entries ? entries.findIndex((entry) => sameValues(entry.values, values)) : -1;
  if (index < 0) return null;
  const [entry] = entries!.splice(index, 1);
  return { rows: entry!.rows };
}

/** The selected columns of a query builder's read, in order (drizzle's `orderSelectedFields`). */
type Fields = readonly { path: string[]; field: unknown }[];

/**
 * drizzle's own row mapping (each selected column's decoder), the one its prepared queries answer with: exported by
 * the package at run time, not in its types.
 */
const { mapResultRow } = drizzle as unknown as {
  mapResultRow: (fields: Fields, row: unknown[], joinsNotNullableMap?: unknown) => unknown;
};

const columnNamesSoFar: string[] = [];
/** c0, c1 …: the names a builder's unnamed columns get in the JSON. */
function columnNames(count: number): readonly string[] {
  while (columnNamesSoFar.length < count) columnNamesSoFar.push(`c${columnNamesSoFar.length}`);
  return columnNamesSoFar.slice(0, count);
}

/** Each read's text with its parameters numbered after the reads before it, and its placeholders under its index. */
function combinedTemplate(reads: readonly AheadRead[], db: Db): Template {
  const params: unknown[] = [];
  const columns = reads.map((read, i) => {
    const template = read.template(db);
    if (template.customResultMapper) throw new Error(`read ${read.name}: a custom result mapper cannot be read ahead`);
    const offset = params.length;
    // drizzle writes every value as a parameter ($n); no read's own text holds a `$` followed by a digit otherwise
    const text = template.queryString.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
    for (const param of template.params)
      params.push(is(param, Placeholder) ? sql.placeholder(`${i}.${param.name}`) : param);
    // A builder's read sends its columns unnamed (drizzle maps them by position): name them c0, c1 … for the JSON.
    const fields = template.fields as Fields | undefined;
    const alias = fields ? `t(${columnNames(fields.length).join(', ')})` : 't';
    return `(select coalesce(json_agg(t), '[]'::json) from (${text}) as ${alias}) as "${i}"`;
  });
  return { queryString: `select ${columns.join(', ')}`, params };
}

const combinations = new Map<string, Runner<{ rows: Record<string, unknown[]>[] }>>();

/** The reads' results, each as the read itself answers, from one statement. */
export async function readTogether(db: Db, reads: readonly AheadRead[]): Promise<unknown[]> {
  const names = reads.map((read) => read.name).join('+');
  let run = combinations.get(names);
  if (!run) {
    run = runner(`sf_ahead`, (first) => combinedTemplate(reads, first));
    combinations.set(names, run);
  }
  const values: Record<string, unknown> = {};
  reads.forEach((read, i) => {
    for (const [key, value] of Object.entries(read.values)) values[`${i}.${key}`] = value;
  });
  const [row] = (await run(db, values)).rows;
  return reads.map((read, i) => {
    const json = row![String(i)] as Record<string, unknown>[];
    const template = read.template(db);
    const fields = template.fields as Fields | undefined;
    if (!fields) return json;
    const names = columnNames(fields.length);
    return json.map((object) =>
      mapResultRow(fields, names.map((name) => object[name]), template.joinsNotNullableMap),
    );
  });
}

/**
 * Sends the reads in one statement, then runs `work`: the reads it makes with the same names and values on this db
 * answer from that statement. What `work` did not take is dropped when it ends.
 */
export async function withReadsAhead<T>(db: Db, reads: readonly AheadRead[], work: () => Promise<T>): Promise<T> {
  if (reads.length === 0) return work();
  const results = await readTogether(db, reads);
  let primed = primedOf.get(db);
  if (!primed) {
    primed = new Map();
    primedOf.set(db, primed);
  }
  const added = reads.map((read, i) => {
    const entry: Primed = { values: read.values, rows: results[i] };
    const entries = primed.get(read.name) ?? [];
    entries.push(entry);
    primed.set(read.name, entries);
    return [read.name, entry] as const;
  });
  try {
    return await work();
  } finally {
    for (const [name, entry] of added) {
      const entries = primed.get(name) ?? [];
      const index = entries.indexOf(entry);
      if (index >= 0) entries.splice(index, 1);
      if (entries.length === 0) primed.delete(name);
    }
    if (primed.size === 0) primedOf.delete(db);
  }
}
