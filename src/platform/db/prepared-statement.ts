// Statements a hot path sends over and over (placing an order: decision 0060). drizzle builds a statement's SQL text
// anew on every call — walking its tree of chunks, asking `is()` of every chunk what it is — and that cost more node
// CPU per order than sending the statements; PostgreSQL parses and plans an unnamed statement on every call, too.
// A prepared statement is built once per process, with `sql.placeholder(…)` for what changes between calls, and sent
// under its name: each connection parses it once (a named statement of the extended protocol) and PostgreSQL keeps its
// plan. The rows come back mapped as drizzle maps them (the builder's selected fields, the columns' decoders); the
// query listener of `openDatabase` sees every execution, as it sees any statement.
//
// Only for statements whose text does not depend on the values: a list of values is one array parameter
// (`= any(…)`), not an `in (…)` of as many parameters. The names live in the connection (and in PostgreSQL's memory
// of it) for as long as it is open, so the hot statements are prepared, not every statement of the shop. A pooler in
// transaction mode in front of PostgreSQL (docs/scaling.md) must keep prepared statements per connection
// (PgBouncer ≥ 1.21 with max_prepared_statements) or this has to be turned off.
import { createHash } from 'node:crypto';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Marks a value of the call in a prepared statement's query: `p('customerId')`. */
export const p = (name: string) => sql.placeholder(name);

export type Placeholders = (name: string) => Placeholder;

/** A drizzle query builder (select, insert, update, delete) before it runs; `prepare` is drizzle's own. */
interface Preparable<Result> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Result> };
}

/** What `prepare` left in drizzle's prepared query: the text, the parameters (placeholders), the row mapping. */
interface Template {
  queryString: string;
  params: unknown[];
  fields?: unknown;
  joinsNotNullableMap?: unknown;
  customResultMapper?: unknown;
  _isResponseInArrayMode?: boolean;
}

type Session = {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: string | undefined,
    isResponseInArrayMode: boolean,
    customResultMapper?: unknown,
  ): { execute(values?: Record<string, unknown>): Promise<unknown>; joinsNotNullableMap?: unknown };
};

const names = new Set<string>();

function claim(name: string): string {
  if (names.has(name)) throw new Error(`prepared statement "${name}" is defined twice`);
  // PostgreSQL cuts longer names (NAMEDATALEN), and two cut alike would clash
  if (name.length > 40) throw new Error(`prepared statement name "${name}" is longer than 40 characters`);
  names.add(name);
  // a prefix of its own: no clash with a name drizzle or a script gives a statement
  return `sf_${name}`;
}

/** The session a db (the pool's, or a transaction's) runs its statements on: public in drizzle's types as `_`. */
const sessionOf = (db: Db) => (db as unknown as { _: { session: Session } })._.session;

/**
 * The name a statement goes out under: its own, and a hash of its text. A connection refuses one name for two texts,
 * and the server bundles of one Next app each load this module and share the pool (database.ts), a dev server
 * reloads an edited statement, an instance of the next release shares PostgreSQL: a text has its own name wherever it
 * is built. PostgreSQL cuts names at 63 bytes; these stay below.
 */
const wireNameOf = (name: string, text: string) =>
  `${name}/${createHash('sha1').update(text).digest('base64url').slice(0, 16)}`;

function runner<Result>(name: string, template: () => Template) {
  let built: Template | null = null;
  let wireName = '';
  return (db: Db, values: Record<string, unknown>): Promise<Result> => {
    if (!built) {
      built = template();
      wireName = wireNameOf(name, built.queryString);
    }
    const query = sessionOf(db).prepareQuery(
      { sql: built.queryString, params: built.params },
      built.fields,
      wireName,
      built._isResponseInArrayMode ?? false,
      built.customResultMapper,
    );
    if (built.joinsNotNullableMap) query.joinsNotNullableMap = built.joinsNotNullableMap;
    return query.execute(values) as Promise<Result>;
  };
}

/**
 * A query builder's statement, built on first use (on the db of that call; any db of the same dialect gives the same
 * text) and run on the db of each call — a transaction's statements stay on its connection.
 */
export function preparedQuery<Values extends Record<string, unknown>, Result>(
  name: string,
  build: (db: Db) => Preparable<Result>,
): (db: Db, values: Values) => Promise<Result> {
  const base = claim(name);
  let first: Db | null = null;
  const run = runner<Result>(base, () => build(first!).prepare(base) as unknown as Template);
  return (db, values) => {
    first ??= db;
    return run(db, values);
  };
}

/** A raw statement (`sql\`…\``), answered as `db.execute` answers: `{ rows }` of plain objects. */
export function preparedSql<Values extends Record<string, unknown>, Row>(
  name: string,
  build: () => SQL,
): (db: Db, values: Values) => Promise<Row[]> {
  const base = claim(name);
  const run = runner<{ rows: Row[] }>(base, () => {
    const query = new PgDialect().sqlToQuery(build());
    return { queryString: query.sql, params: query.params };
  });
  return async (db, values) => (await run(db, values)).rows;
}

/**
 * A statement of one context written inside another context's statement (decision 0053: the order's insert carries
 * the ledger bookings, the emptied basket …), in the form a prepared statement is made of: its text has placeholders,
 * its values travel beside it. Parts of the same name have the same text. `refs` are SQL expressions of the statement
 * it is written in (the order number the database assigns), named by the part's definition.
 */
export interface StatementPart {
  readonly name: string;
  readonly build: (p: Placeholders, refs: Record<string, SQL>) => SQL;
  readonly values: Record<string, unknown>;
}

/** Defines a part once (module level); call the result with the values of each use. */
export function statementPart<Values extends Record<string, unknown>>(
  name: string,
  build: (p: Placeholders, refs: Record<string, SQL>) => SQL,
): (values: Values) => StatementPart {
  return (values) => ({ name, build, values });
}

/** The values of a statement and its parts, each part's under its own prefix (its placeholders carry it too). */
function withPartValues(values: Record<string, unknown>, parts: readonly StatementPart[]) {
  const all: Record<string, unknown> = { ...values };
  parts.forEach((part, i) => {
    for (const [key, value] of Object.entries(part.values)) all[`${i}.${key}`] = value;
  });
  return all;
}

const partPlaceholders = (i: number): Placeholders => (name) => sql.placeholder(`${i}.${name}`);

/**
 * A statement that writes other contexts' parts along (as data-modifying CTEs, say), prepared once per combination
 * of parts: `build` gets each part's SQL (with `refs` for them) and returns the query builder.
 */
export function preparedWithParts<Values extends Record<string, unknown>, Result>(
  name: string,
  build: (db: Db, parts: (refs: Record<string, SQL>) => SQL[]) => Preparable<Result>,
): (db: Db, parts: readonly StatementPart[], values: Values) => Promise<Result> {
  const variants = new Map<string, (db: Db, values: Record<string, unknown>) => Promise<Result>>();
  const prefix = claim(name);
  return (db, parts, values) => {
    const key = parts.map((part) => part.name).join('+');
    let run = variants.get(key);
    if (!run) {
      // the parts' SQL of this combination, each with its own placeholder prefix
      const partsSql = (refs: Record<string, SQL>) => parts.map((part, i) => part.build(partPlaceholders(i), refs));
      // each combination's text has a name of its own (wireNameOf): the prefix and a hash of the text
      run = runner<Result>(prefix, () => build(db, partsSql).prepare(prefix) as unknown as Template);
      variants.set(key, run);
    }
    return run(db, withPartValues(values, parts));
  };
}

const alone = new Map<string, (db: Db, values: Record<string, unknown>) => Promise<unknown>>();

/** Runs a part as a statement of its own (a context's own use of it), prepared once per part name. */
export async function runPart(db: Db, part: StatementPart): Promise<void> {
  let run = alone.get(part.name);
  if (!run) {
    run = runner('sf_part', () => {
      const query = new PgDialect().sqlToQuery(part.build(partPlaceholders(0), {}));
      return { queryString: query.sql, params: query.params };
    });
    alone.set(part.name, run);
  }
  await run(db, withPartValues({}, [part]));
}
