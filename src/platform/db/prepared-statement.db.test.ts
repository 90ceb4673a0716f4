// Prepared statements (decision 0060): rows mapped as drizzle maps them, a transaction's statement on its own
// connection, one text for any number of values, parts of other statements with their own placeholders.
import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './client';
import { p, preparedQuery, preparedSql, preparedWithParts, runPart, statementPart } from './prepared-statement';
import { createTestDatabase, type TestDatabase } from './test-database';

const notes = pgTable('prepared_notes', {
  id: integer('id').primaryKey(),
  body: text('body').notNull(),
  doc: jsonb('doc').$type<{ tags: string[] }>(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

let database: TestDatabase;
const sent: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase({ onQuery: (query) => sent.push(query) });
  await database.db.execute(
    sql`create table prepared_notes (id integer primary key, body text not null, doc jsonb, at timestamptz not null)`,
  );
  await database.db.insert(notes).values([
    { id: 1, body: 'one', doc: { tags: ['a'] }, at: new Date('2026-11-26T10:00:00Z') },
    { id: 2, body: 'two', doc: null, at: new Date('2026-11-26T11:00:00Z') },
    { id: 3, body: 'three', doc: null, at: new Date('2026-11-26T12:00:00Z') },
  ]);
});
afterAll(async () => database.close());

const noteById = preparedQuery('test-note-by-id', (db) => db.select().from(notes).where(eq(notes.id, p('id'))));
const bodies = preparedSql<{ ids: number[] }, { body: string }>(
  'test-note-bodies',
  () => sql`select body from prepared_notes where id = any(${p('ids')}::int[]) order by id`,
);
const touch = statementPart<{ id: number; body: string }>(
  'test-note-touch',
  (ph) => sql`update prepared_notes set body = ${ph('body')} where id = ${ph('id')}`,
);
const insertWithParts = preparedWithParts('test-note-insert', (db, parts) => {
  const writes = parts({ newBody: sql`'from the statement'` });
  return db
    .with(...writes.map((w, i) => db.$with(`w_${i}`, {}).as(w)))
    .insert(notes)
    .values({ id: sql`${p('id')}`, body: sql`${p('body')}`, doc: sql`${p('doc')}`, at: sql`${p('at')}` })
    .returning();
});

describe('prepared statements', () => {
  it('answers with the rows as drizzle maps them, and the listener sees each execution', async () => {
    sent.length = 0;
    const [first] = await noteById(database.db, { id: 1 });
    const [again] = await noteById(database.db, { id: 2 });
    expect(first).toEqual({ id: 1, body: 'one', doc: { tags: ['a'] }, at: new Date('2026-11-26T10:00:00Z') });
    expect(again?.body).toBe('two');
    expect(sent).toHaveLength(2);
  });

  it('runs in the transaction it is given', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await runPart(tx, touch({ id: 3, body: 'changed' }));
        expect((await noteById(tx, { id: 3 }))[0]?.body).toBe('changed');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await noteById(database.db, { id: 3 }))[0]?.body).toBe('three');
  });

  it('takes a list as one array, the same text for any length', async () => {
    sent.length = 0;
    expect((await bodies(database.db, { ids: [1] })).map((r) => r.body)).toEqual(['one']);
    expect((await bodies(database.db, { ids: [3, 1, 2] })).map((r) => r.body)).toEqual(['one', 'two', 'three']);
    expect(sent[0]).toBe(sent[1]);
  });

  it('writes parts along with their own values and the refs of the statement', async () => {
    const refBody = statementPart<{ id: number }>(
      'test-note-ref-body',
      (ph, refs) => sql`update prepared_notes set body = ${refs.newBody!} where id = ${ph('id')}`,
    );
    const [inserted] = await insertWithParts(database.db, [touch({ id: 1, body: 'touched' }), refBody({ id: 2 })], {
      id: 4,
      body: 'four',
      doc: null,
      at: new Date('2026-11-26T13:00:00Z'),
    });
    expect(inserted).toMatchObject({ id: 4, body: 'four', doc: null });
    // the other combination of parts is a statement of its own
    await insertWithParts(database.db, [touch({ id: 3, body: 'alone' })], {
      id: 5,
      body: 'five',
      doc: JSON.stringify({ tags: [] }),
      at: new Date('2026-11-26T14:00:00Z'),
    });
    const rows = await queryRows<{ id: number; body: string; doc: unknown }>(
      database.db,
      sql`select id, body, doc from prepared_notes order by id`,
    );
    expect(rows.map((r) => r.body)).toEqual(['touched', 'from the statement', 'alone', 'four', 'five']);
    expect(rows.map((r) => r.doc)).toEqual([{ tags: ['a'] }, null, null, null, { tags: [] }]);
  });

  it('goes out under its name and a hash of its text (PostgreSQL keeps it for the connection)', async () => {
    if (database.label !== 'postgres') return; // PGlite has no named statements of the protocol
    const names = await database.db.transaction(async (tx) => {
      await noteById(tx, { id: 1 });
      return queryRows<{ name: string }>(tx, sql`select name from pg_prepared_statements`);
    });
    expect(names.map((n) => n.name)).toContainEqual(expect.stringMatching(/^sf_test-note-by-id\/[\w-]{16}$/));
  });

  it('refuses a second statement of the same name', () => {
    expect(() => preparedSql('test-note-bodies', () => sql`select 1`)).toThrow(/defined twice/);
  });
});
