// A fresh, migrated database for one test file: PGlite in memory, or a private schema on PostgreSQL when
// DATABASE_URL is set (CI runs the database tests both ways).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { migrate, openDatabase, type Database, type QueryListener } from './client';

export interface TestDatabase extends Database {
  label: string;
  /** The private schema on PostgreSQL (a second connection to it needs `search_path`). */
  schema?: string;
}

export async function createTestDatabase(options: { onQuery?: QueryListener } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ kind: 'pglite-memory', onQuery: options.onQuery });
    await migrate(database);
    return { ...database, label: 'pglite' };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  await admin.db.execute(sql.raw(`create schema ${schema}`));
  await admin.close();
  const database = await openDatabase({ kind: 'postgres', url, schema, onQuery: options.onQuery });
  await migrate(database, { schema });
  return {
    ...database,
    label: 'postgres',
    schema,
    close: async () => {
      await database.db.execute(sql.raw(`drop schema ${schema} cascade`));
      await database.close();
    },
  };
}
