import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { outboxEvents } from '@/platform/db/platform.schema';
import { outboxPolicy, workOutboxOnce, type OutboxEvent } from './outbox-worker';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

async function add(topic: string, payload: Record<string, unknown>) {
  const [row] = await database.db
    .insert(outboxEvents)
    .values({ tenantId: 'de', topic, payload })
    .returning({ id: outboxEvents.id });
  return row!.id;
}
const row = async (id: number) =>
  (await database.db.select().from(outboxEvents).where(eq(outboxEvents.id, id)))[0]!;

describe('outbox worker', () => {
  it('handles each event once, in order, and keeps the redacted payload', async () => {
    const seen: OutboxEvent[] = [];
    const a = await add('test.a', { n: 1, link: 'secret' });
    const b = await add('test.a', { n: 2 });
    const handlers = {
      'test.a': async (e: OutboxEvent) => {
        seen.push(e);
        return { redactedPayload: { n: (e.payload as { n: number }).n } };
      },
    };
    expect(await workOutboxOnce(database.db, handlers)).toBe(2);
    expect(await workOutboxOnce(database.db, handlers)).toBe(0);
    expect(seen.map((e) => e.id)).toEqual([a, b]);
    expect((await row(a)).processedAt).not.toBeNull();
    expect((await row(a)).payload).toEqual({ n: 1 });
  });

  it('leaves topics it has no handler for to others', async () => {
    const id = await add('test.other', {});
    await workOutboxOnce(database.db, { 'test.none': async () => {} });
    expect((await row(id)).attempts).toBe(0);
  });

  it('retries a failed event later, and sets it aside after the last attempt', async () => {
    const id = await add('test.fail', {});
    const failing = { 'test.fail': async () => Promise.reject(new Error('SMTP down')) };
    await workOutboxOnce(database.db, failing);
    let current = await row(id);
    expect(current).toMatchObject({ attempts: 1, processedAt: null, lastError: 'SMTP down' });
    expect(current.availableAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing happens.
    expect(await workOutboxOnce(database.db, failing)).toBe(0);

    await database.db.execute(
      sql`update outbox_events set available_at = now(), attempts = ${outboxPolicy.maxAttempts - 1} where id = ${id}`,
    );
    await workOutboxOnce(database.db, failing);
    current = await row(id);
    expect(current.processedAt).not.toBeNull();
    expect(current.lastError).toBe('gave up: SMTP down');
  });

  it('lets two workers share the table without handling an event twice (FOR UPDATE SKIP LOCKED and a lease)', async () => {
    const ids = [];
    for (let i = 0; i < 25; i++) ids.push(await add('test.shared', { i }));
    const handled: number[] = [];
    const handlers = { 'test.shared': async (e: OutboxEvent) => void handled.push(e.id) };
    await Promise.all([
      workOutboxOnce(database.db, handlers),
      workOutboxOnce(database.db, handlers),
      workOutboxOnce(database.db, handlers),
    ]);
    while ((await workOutboxOnce(database.db, handlers)) > 0);
    expect(handled.sort((x, y) => x - y)).toEqual(ids);
  });
});
