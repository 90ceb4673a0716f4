// Opens the database: PostgreSQL when a URL is given, else embedded PGlite in a directory (or in memory for tests).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import lockfile from 'proper-lockfile';
import { errorFields, logger } from '@/platform/logging/logger';
import { reportDatabaseError } from './availability';

export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Sees the text of every statement drizzle sends (tests count the round trips of a use case with it). */
export type QueryListener = (query: string) => void;

export type DatabaseTarget = (
  | { kind: 'postgres'; url: string; schema?: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' }
) & { onQuery?: QueryListener };

const drizzleOptions = (target: DatabaseTarget) => {
  const listener = target.onQuery;
  return listener ? { logger: { logQuery: (query: string) => listener(query) } } : {};
};

export class DatabaseLockedError extends Error {
  constructor(dataDir: string, holder: string) {
    super(
      `The embedded database in ${dataDir} is in use by another process${holder ? ` (pid ${holder})` : ''}. ` +
        'Only one process may open it: stop the other one, or give this one its own DATA_DIR, or set DATABASE_URL.',
    );
    this.name = 'DatabaseLockedError';
  }
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/** The PGlite directory and its lock inside DATA_DIR (DATA_DIR also holds the mail outbox). */
export function pgliteDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'pglite');
}

/** Whether a process of this machine with that id still runs (signal 0 checks without sending anything). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function lockDataDir(dir: string, retried = false): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  const pidFile = `${dir}.pid`;
  const lockPath = `${dir}.lock`;
  try {
    const release = await lockfile.lock(dir, { realpath: false, lockfilePath: lockPath, stale: 10_000, update: 2_000 });
    writeFileSync(pidFile, String(process.pid));
    return release;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      let holder = '';
      try {
        holder = readFileSync(pidFile, 'utf8').trim();
      } catch {
        // no pid file: the holder is older than this code or is starting
      }
      // A holder killed with -9 leaves its lock behind, stale only after 10 s: when the process named in the pid file
      // is gone, the lock is its leftover and a restart need not wait (issue 22: PGlite killed during orders).
      const pid = Number(holder);
      if (!retried && Number.isInteger(pid) && pid > 0 && pid !== process.pid && !isRunning(pid)) {
        rmSync(lockPath, { recursive: true, force: true });
        return lockDataDir(dir, true);
      }
      throw new DatabaseLockedError(dir, holder);
    }
    throw error;
  }
}

/**
 * drizzle's pooled `transaction()` runs BEGIN before the try/finally that releases the connection
 * (drizzle-team/drizzle-orm#6241, open in 0.45): a BEGIN on a connection that just died leaks it, and a few database
 * restarts leave the pool empty and every later query waiting for ever. Here a failed BEGIN releases its connection
 * with the error, so the pool drops it; drizzle does not release it again on that path.
 */
function releaseOnFailedBegin(client: import('pg').PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
    if (typeof text === 'string' && /^\s*begin\b/i.test(text) && result instanceof Promise) {
      return result.catch((error: unknown) => {
        client.release(error instanceof Error ? error : new Error(String(error)));
        throw error;
      });
    }
    return result;
  };
}

/**
 * Connections per pool unless the target says otherwise (DATABASE_POOL_SIZE). A few per database core: beyond that,
 * transactions queue for the database's CPU while holding their row locks, instead of in the pool (decision 0068).
 */
export const DEFAULT_POOL_SIZE = 10;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The database must not be opened during `next build`; render data-backed pages on request.');
  }
  if (target.kind === 'postgres') {
    const { Pool } = (await import('pg')).default;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({
      connectionString: target.url,
      max: target.poolSize ?? DEFAULT_POOL_SIZE,
      options: target.schema ? `-c search_path=${target.schema}` : undefined,
    });
    // A connection the server drops (a restart, a cut network) emits 'error': on the pool while idle, on the client
    // while checked out (inside a transaction, between two statements). Without a listener either would end the
    // process; the statement in flight fails on its own, and the pool opens a new connection for the next one.
    const lost = (error: Error) => {
      logger().warn({ ...errorFields(error) }, 'database: a connection was lost');
      reportDatabaseError(error);
    };
    pool.on('error', lost);
    // A query or a checkout that fails for want of a connection marks the database down (availability.ts).
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) result.catch(reportDatabaseError);
      return result;
    };
    const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
      const result = connect(...args);
      if (result instanceof Promise) result.catch(reportDatabaseError);
      return result;
    };
    pool.on('connect', (client) => {
      client.on('error', lost);
      releaseOnFailedBegin(client);
    });
    const db = drizzle(pool, drizzleOptions(target)) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (target.kind === 'pglite-memory') {
    const client = await PGlite.create();
    return { db: drizzle(client, drizzleOptions(target)) as unknown as Db, kind: 'pglite', close: () => client.close() };
  }
  const dir = pgliteDir(target.dataDir);
  const release = await lockDataDir(dir);
  try {
    const client = await PGlite.create(dir);
    return {
      db: drizzle(client, drizzleOptions(target)) as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

export async function migrate(database: Database, opts: { schema?: string } = {}): Promise<void> {
  const config = { migrationsFolder, migrationsSchema: opts.schema ?? 'drizzle' };
  if (database.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await run(database.db as any, config);
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await run(database.db as any, config);
  }
}

/** Rows of a raw `db.execute(sql)`: PGlite and node-postgres both answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
