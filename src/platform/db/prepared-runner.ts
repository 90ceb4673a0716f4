// How a prepared statement goes out (decision 0060): its text and row mapping built once per process, sent under a
// name of its own on the connection of each call. Shared by the prepared statements and the reads ahead.
import { createHash } from 'node:crypto';
import type { Db } from './client';

/** What `prepare` left in drizzle's prepared query: the text, the parameters (placeholders), the row mapping. */
export interface Template {
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

export interface Runner<Result> {
  (db: Db, values: Record<string, unknown>): Promise<Result>;
  /** The statement as it is sent: built on the first call or the first ask (on that db; any db gives the same). */
  template(db: Db): Template;
}

export function runner<Result>(name: string, template: (db: Db) => Template): Runner<Result> {
  let built: Template | null = null;
  let wireName = '';
  const templateOf = (db: Db) => {
    if (!built) {
      built = template(db);
      wireName = wireNameOf(name, built.queryString);
    }
    return built;
  };
  const run = (db: Db, values: Record<string, unknown>): Promise<Result> => {
    const statement = templateOf(db);
    const query = sessionOf(db).prepareQuery(
      { sql: statement.queryString, params: statement.params },
      statement.fields,
      wireName,
      statement._isResponseInArrayMode ?? false,
      statement.customResultMapper,
    );
    if (statement.joinsNotNullableMap) query.joinsNotNullableMap = statement.joinsNotNullableMap;
    return query.execute(values) as Promise<Result>;
  };
  return Object.assign(run, { template: templateOf });
}
