// The process-wide database, opened once. Kept on globalThis because Next.js bundles server code more than once
// and the start script opens it before Next.js loads: every copy must reuse the one PGlite instance.
import { env } from '@/platform/config/env';
import { openDatabase, type Database, type DatabaseTarget, type Db } from './client';

const KEY = Symbol.for('schaufenster.database');
type Holder = { [KEY]?: Promise<Database> };
const holder = globalThis as Holder;

export function databaseTargetFromEnv(): DatabaseTarget {
  const { DATABASE_URL, DATABASE_POOL_SIZE, DATA_DIR } = env();
  return DATABASE_URL
    ? { kind: 'postgres', url: DATABASE_URL, poolSize: DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: DATA_DIR };
}

export function getDatabase(): Promise<Database> {
  holder[KEY] ??= openDatabase(databaseTargetFromEnv()).catch((error: unknown) => {
    delete holder[KEY];
    throw error;
  });
  return holder[KEY];
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Installs an already opened database as the process database (start script, tests). */
export function setDatabase(database: Database): void {
  holder[KEY] = Promise.resolve(database);
}

export async function closeDatabase(): Promise<void> {
  const current = holder[KEY];
  delete holder[KEY];
  if (current) await (await current).close();
}
