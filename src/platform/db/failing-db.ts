// Test support only: a database handle that fails like a lost connection, on demand. Statements fail before they
// reach the database (`down`, `failBefore`), or after it has answered (`loseAnswer`: the commit happened, the caller
// never heard). The error is drizzle's own failed-query error with the statement's parameters, as in production.
import { DrizzleQueryError, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

export interface DbFaults {
  /** Every statement fails: the database is gone. */
  down: boolean;
  /** This statement fails before it runs. */
  failBefore?: (statement: string) => boolean;
  /** This statement runs, and its answer is lost. */
  loseAnswer?: (statement: string) => boolean;
}

const dialect = new PgDialect();
const lost = () => new Error('Connection terminated unexpectedly');

export function failingDb(db: Db, faults: DbFaults): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property === 'execute') {
        return async (query: SQL) => {
          const { sql: statement, params } = dialect.sqlToQuery(query);
          if (faults.down || faults.failBefore?.(statement)) {
            throw new DrizzleQueryError(statement, params, lost());
          }
          const answer = await target.execute(query);
          if (faults.loseAnswer?.(statement)) throw new DrizzleQueryError(statement, params, lost());
          return answer;
        };
      }
      if (
        typeof value === 'function' &&
        ['transaction', 'insert', 'select', 'update', 'delete'].includes(String(property))
      ) {
        const call = (...args: unknown[]) => (value as (...a: unknown[]) => unknown).apply(target, args);
        if (property === 'transaction') {
          return async (...args: unknown[]) => {
            if (faults.down || faults.failBefore?.('begin')) throw new DrizzleQueryError('begin', [], lost());
            return call(...args);
          };
        }
        return (...args: unknown[]) => {
          if (faults.down) throw new DrizzleQueryError(`${String(property)} …`, [], lost());
          return call(...args);
        };
      }
      return value;
    },
  });
}
