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
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { runner, type Runner, type Template } from './prepared-runner';
import { aheadRead, takeReadAhead, type AheadRead } from './read-ahead';

/** Marks a value of the call in a prepared statement's query: `p('customerId')`. */
export const p = (name: string) => sql.placeholder(name);

export type Placeholders = (name: string) => Placeholder;

/** A drizzle query builder (select, insert, update, delete) before it runs; `prepare` is drizzle's own. */
interface Preparable<Result> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Result> };
}

const names = new Set<string>();

function claim(name: string): string {
  if (names.has(name)) throw new Error(`prepared statement "${name}" is defined twice`);
  // PostgreSQL cuts longer names (NAMEDATALEN), and two cut alike would clash
  if (name.length > 40) throw new Error(`prepared statement name "${name}" is longer than 40 characters`);
  names.add(name);
  // a prefix of its own: no clash with a name drizzle or a script gives a statement
  return `sf_${name}`;
}

/**
 * A query builder's statement, built on first use (on the db of that call; any db of the same dialect gives the same
 * text) and run on the db of each call — a transaction's statements stay on its connection.
 */
export function preparedQuery<Values extends Record<string, unknown>, Result>(
  name: string,
  build: (db: Db) => Preparable<Result>,
): PreparedRead<Values, Result> {
  const base = claim(name);
  return readable(runner<Result>(base, (db) => build(db).prepare(base) as unknown as Template), base, (result) => result);
}

/** A raw statement (`sql\`…\``), answered as `db.execute` answers: `{ rows }` of plain objects. */
export function preparedSql<Values extends Record<string, unknown>, Row>(
  name: string,
  build: () => SQL,
): PreparedRead<Values, Row[]> {
  const base = claim(name);
  const run = runner<{ rows: Row[] }>(base, () => {
    const query = new PgDialect().sqlToQuery(build());
    return { queryString: query.sql, params: query.params };
  });
  return readable(run, base, (result) => result.rows);
}

/** A prepared read: run it, or name it with its values to be read ahead with others (read-ahead.ts, decision 0070). */
export interface PreparedRead<Values extends Record<string, unknown>, Result> {
  (db: Db, values: Values): Promise<Result>;
  ahead(values: Values): AheadRead;
}

/** A read answers from what was read ahead for its db, when that holds it with the same values; else it runs. */
function readable<Values extends Record<string, unknown>, Sent, Result>(
  run: Runner<Sent>,
  name: string,
  answer: (sent: Sent) => Result,
): PreparedRead<Values, Result> {
  const read = async (db: Db, values: Values) => {
    const ahead = takeReadAhead(db, name, values);
    return ahead ? (ahead.rows as Result) : answer(await run(db, values));
  };
  return Object.assign(read, { ahead: (values: Values) => aheadRead(name, values, run.template) });
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
  const variants = new Map<string, Runner<Result>>();
  const prefix = claim(name);
  return (db, parts, values) => {
    const key = parts.map((part) => part.name).join('+');
    let run = variants.get(key);
    if (!run) {
      // the parts' SQL of this combination, each with its own placeholder prefix
      const partsSql = (refs: Record<string, SQL>) => parts.map((part, i) => part.build(partPlaceholders(i), refs));
      // each combination's text has a name of its own (wireNameOf): the prefix and a hash of the text
      run = runner<Result>(prefix, (first) => build(first, partsSql).prepare(prefix) as unknown as Template);
      variants.set(key, run);
    }
    return run(db, withPartValues(values, parts));
  };
}

const alone = new Map<string, Runner<unknown>>();

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
