// Reads ahead (decision 0070): several prepared reads in one statement, each answering afterwards exactly as it would
// have alone — the same rows, the same decoded values — once, on the db it was read for, inside the scope only.
import { and, eq, sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { p, preparedQuery, preparedSql } from './prepared-statement';
import { readTogether, withReadsAhead } from './read-ahead';
import { createTestDatabase, type TestDatabase } from './test-database';

const items = pgTable('ahead_items', {
  id: integer('id').primaryKey(),
  owner: text('owner').notNull(),
  body: text('body').notNull(),
  doc: jsonb('doc').$type<{ tags: string[] }>(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  day: date('day', { mode: 'string' }),
  big: bigint('big', { mode: 'number' }),
  open: boolean('open').notNull(),
});

let database: TestDatabase;
const sent: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase({ onQuery: (query) => sent.push(query) });
  await database.db.execute(
    sql`create table ahead_items (id integer primary key, owner text not null, body text not null, doc jsonb,
        at timestamptz not null, day date, big bigint, open boolean not null)`,
  );
  await database.db.insert(items).values([
    { id: 1, owner: 'a', body: 'one', doc: { tags: ['x'] }, at: new Date('2026-11-27T10:00:00.123Z'), day: '2026-12-24', big: 9_007_199_254_740_000, open: true },
    { id: 2, owner: 'a', body: 'two', doc: null, at: new Date('2026-11-27T11:00:00Z'), day: null, big: null, open: false },
    { id: 3, owner: 'b', body: 'three', doc: { tags: [] }, at: new Date('2026-11-27T12:00:00Z'), day: '2027-01-01', big: 3, open: true },
  ]);
});
afterAll(async () => database.close());

const itemById = preparedQuery('test-ahead-item-by-id', (db) => db.select().from(items).where(eq(items.id, p('id'))));
// a literal parameter (open = true) between placeholders, an expression column, an order
const openOfOwner = preparedQuery('test-ahead-open-of-owner', (db) =>
  db
    .select({ id: items.id, body: items.body, count: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(items)
    .where(and(eq(items.owner, p('owner')), eq(items.open, true)))
    .orderBy(items.id),
);
const bodiesOf = preparedSql<{ ids: number[] }, { id: number; body: string; doc: unknown }>(
  'test-ahead-bodies',
  () => sql`select id, body, doc from ahead_items where id = any(${p('ids')}::int[]) order by id desc`,
);

describe('reads ahead', () => {
  it('answers each read in one statement with the rows the read gives alone', async () => {
    const alone = [
      await itemById(database.db, { id: 1 }),
      await itemById(database.db, { id: 2 }),
      await openOfOwner(database.db, { owner: 'a' }),
      await bodiesOf(database.db, { ids: [1, 3] }),
      await itemById(database.db, { id: 99 }),
    ];
    sent.length = 0;
    const together = await readTogether(database.db, [
      itemById.ahead({ id: 1 }),
      itemById.ahead({ id: 2 }),
      openOfOwner.ahead({ owner: 'a' }),
      bodiesOf.ahead({ ids: [1, 3] }),
      itemById.ahead({ id: 99 }),
    ]);
    expect(sent).toHaveLength(1);
    expect(together).toEqual(alone);
    expect(alone[0]).toEqual([
      {
        id: 1,
        owner: 'a',
        body: 'one',
        doc: { tags: ['x'] },
        at: new Date('2026-11-27T10:00:00.123Z'),
        day: '2026-12-24',
        big: 9_007_199_254_740_000,
        open: true,
      },
    ]);
    expect(alone[3]!.map((r) => r.body)).toEqual(['three', 'one']);
  });

  it('lets the reads inside the scope answer from it, each once, and only with the same values', async () => {
    const answers = await withReadsAhead(
      database.db,
      [itemById.ahead({ id: 3 }), bodiesOf.ahead({ ids: [2] })],
      async () => {
        sent.length = 0;
        const first = await itemById(database.db, { id: 3 });
        const bodies = await bodiesOf(database.db, { ids: [2] });
        const read = sent.length;
        const again = await itemById(database.db, { id: 3 });
        const other = await bodiesOf(database.db, { ids: [1] });
        return { first, bodies, read, again, other, after: sent.length };
      },
    );
    expect(answers.read).toBe(0);
    expect(answers.first[0]?.body).toBe('three');
    expect(answers.bodies).toEqual([{ id: 2, body: 'two', doc: null }]);
    // taken once: the second call and the call with other values go to the database
    expect(answers.after).toBe(2);
    expect(answers.again).toEqual(answers.first);
    expect(answers.other.map((r) => r.body)).toEqual(['one']);
  });

  it('keeps nothing after the scope, not even when it failed', async () => {
    await expect(
      withReadsAhead(database.db, [itemById.ahead({ id: 1 })], async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await database.db.update(items).set({ body: 'changed' }).where(eq(items.id, 1));
    sent.length = 0;
    expect((await itemById(database.db, { id: 1 }))[0]?.body).toBe('changed');
    expect(sent).toHaveLength(1);
  });

  it('answers only on the db it was read for: a transaction does not see what the pool read ahead', async () => {
    await withReadsAhead(database.db, [itemById.ahead({ id: 2 })], async () => {
      await database.db.transaction(async (tx) => {
        await tx.update(items).set({ body: 'in the transaction' }).where(eq(items.id, 2));
        sent.length = 0;
        expect((await itemById(tx, { id: 2 }))[0]?.body).toBe('in the transaction');
        expect(sent).toHaveLength(1);
      });
    });
  });
});
