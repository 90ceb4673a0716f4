import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseLockedError, migrate, openDatabase, pgliteDir, ping, queryRows } from './client';
import { outboxEvents } from './platform.schema';
import { createTestDatabase, type TestDatabase } from './test-database';

describe('database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('applies the migrations and answers a ping', async () => {
    await expect(ping(database.db)).resolves.toBeUndefined();
    expect(await queryRows(database.db, sql`select count(*)::int as n from outbox_events`)).toEqual([{ n: 0 }]);
  });

  it('is idempotent when migrations run again', async () => {
    await migrate(database, process.env.DATABASE_URL ? { schema: await currentSchema() } : {});
    await expect(ping(database.db)).resolves.toBeUndefined();
  });

  it('keeps a tenant_id on outbox rows', async () => {
    const [row] = await database.db
      .insert(outboxEvents)
      .values({ tenantId: 'at', topic: 'mail.test', payload: { to: 'a@example.at' } })
      .returning();
    expect(row).toMatchObject({ tenantId: 'at', topic: 'mail.test', attempts: 0, processedAt: null });
  });

  async function currentSchema(): Promise<string> {
    const [row] = await queryRows<{ s: string }>(database.db, sql`select current_schema() as s`);
    return row!.s;
  }
});

describe('embedded database directory', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'schaufenster-lock-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps data across a reopen and refuses a second opener with a clear error', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await migrate(first);
    await first.db.insert(outboxEvents).values({ tenantId: 'de', topic: 'kept', payload: {} });

    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);

    // Another process gets the same answer, naming the holder.
    const script = `import('${path.resolve('src/platform/db/client.ts')}').then(m => m.openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)} })).then(() => console.log('opened'), e => console.log(e.message))`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', script]);
    expect(stdout).toContain(`in use by another process (pid ${process.pid})`);

    await first.close();
    const second = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await second.db.select().from(outboxEvents);
    expect(rows.map((r) => r.topic)).toEqual(['kept']);
    await second.close();
  });

  it('takes over the lock a holder killed with -9 left behind, without waiting for it to go stale', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'schaufenster-lock-dead-'));
    try {
      // What a killed holder leaves: its fresh lock and its pid file, naming a process that no longer runs.
      const dead = spawnSync(process.execPath, ['-e', '0']).pid;
      mkdirSync(`${pgliteDir(dir)}.lock`, { recursive: true });
      writeFileSync(`${pgliteDir(dir)}.pid`, String(dead));
      const database = await openDatabase({ kind: 'pglite', dataDir: dir });
      await database.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
