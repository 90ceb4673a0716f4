// Each outbox event sends its mail once, also when the "sent" record cannot be written (issue 13, finding 5).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failingDb, type DbFaults } from '@/platform/db/failing-db';
import { outboxEvents } from '@/platform/db/platform.schema';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { workOutboxOnce } from '@/platform/jobs/outbox-worker';
import { enqueueMail } from './enqueue-mail';
import { mailTopics } from './mail-topics';
import { outboxTransport, type MailTransport, type OutgoingMail } from './mail-transport';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

/** Records every mail handed to the transport; the inner transport decides what "was sent" means. */
function counting(inner: MailTransport) {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    ...inner,
    send: async (mail) => {
      await inner.send(mail);
      sent.push(mail);
    },
  };
  return { transport, sent };
}
const folder = () => outboxTransport(path.join(mkdtempSync(path.join(tmpdir(), 'sf-once-')), 'outbox'));
/** Like SMTP: sends, and cannot be asked afterwards. */
const smtpLike = (): MailTransport => ({
  kind: 'smtp',
  send: async () => {},
  wasSent: async () => 'unknown',
  close() {},
});

async function enqueue(to: string): Promise<number> {
  await enqueueMail(database.db, 'de', {
    from: '"Lindenberg" <service@lindenberg.de>',
    to,
    locale: 'de-DE',
    template: 'passwordChanged',
    params: { brand: 'Lindenberg', firstName: 'Erika' },
  });
  const [latest] = await database.db
    .select({ id: outboxEvents.id })
    .from(outboxEvents)
    .orderBy(sql`id desc`)
    .limit(1);
  return latest!.id;
}
const row = async (id: number) =>
  (await database.db.select().from(outboxEvents).where(eq(outboxEvents.id, id)))[0]!;
/** The lease of a claimed row runs out (as two minutes later). */
const leaseEnds = (id: number) =>
  database.db.execute(sql`update outbox_events set available_at = now() where id = ${id}`);
/** Runs the worker until nothing is left for it, the way its loop would. */
async function drain(db: typeof database.db, handlers: ReturnType<typeof mailTopics>) {
  while ((await workOutboxOnce(db, handlers)) > 0);
}
const markSent = (statement: string) => /set processed_at = now\(\)/.test(statement);

describe('a mail whose "sent" record fails', () => {
  it('is not sent again by the same worker on the next run', async () => {
    const id = await enqueue('once.same@example.org');
    const { transport, sent } = counting(folder());
    const handlers = mailTopics(transport);
    const faults: DbFaults = { down: false, failBefore: markSent };

    await expect(workOutboxOnce(failingDb(database.db, faults), handlers)).rejects.toThrow(/Failed query/);
    expect(sent).toHaveLength(1);
    expect(await row(id)).toMatchObject({ processedAt: null });
    expect((await row(id)).inFlightSince).not.toBeNull();

    faults.failBefore = undefined;
    await leaseEnds(id);
    await drain(database.db, handlers);
    expect(sent).toHaveLength(1);
    expect((await row(id)).processedAt).not.toBeNull();
    expect((await row(id)).inFlightSince).toBeNull();
    expect((await row(id)).lastError).toMatch(/^already sent as <outbox-de-\d+-\w+@lindenberg\.de>$/);
  });

  it('is not sent again by a restarted worker that asks the mail folder', async () => {
    const id = await enqueue('once.folder@example.org');
    const inner = folder();
    const first = counting(inner);
    await expect(
      workOutboxOnce(
        failingDb(database.db, { down: false, failBefore: markSent }),
        mailTopics(first.transport),
      ),
    ).rejects.toThrow();
    expect(first.sent).toHaveLength(1);

    // A new process: its handler remembers nothing, the folder does.
    const second = counting(inner);
    await leaseEnds(id);
    await drain(database.db, mailTopics(second.transport));
    expect(second.sent).toHaveLength(0);
    expect((await row(id)).lastError).toMatch(/already sent .*\(outbox\)/);
  });

  it('is set aside with an alert, not sent blindly twice, when a restarted worker cannot ask SMTP', async () => {
    const id = await enqueue('once.smtp@example.org');
    const first = counting(smtpLike());
    await expect(
      workOutboxOnce(
        failingDb(database.db, { down: false, failBefore: markSent }),
        mailTopics(first.transport),
      ),
    ).rejects.toThrow();
    const second = counting(smtpLike());
    await leaseEnds(id);
    await drain(database.db, mailTopics(second.transport));
    expect(first.sent.length + second.sent.length).toBe(1);
    expect((await row(id)).processedAt).not.toBeNull();
    expect((await row(id)).lastError).toMatch(
      /outcome of an earlier attempt unknown; not sent again \(at most once\)/,
    );
  });
});

describe('a mail that was not sent', () => {
  it('is sent on the next run when the database was gone before the attempt was recorded', async () => {
    const id = await enqueue('once.before@example.org');
    const { transport, sent } = counting(smtpLike());
    const handlers = mailTopics(transport);
    const inFlight = (statement: string) => /set in_flight_since = now\(\)/.test(statement);
    await expect(
      workOutboxOnce(failingDb(database.db, { down: false, failBefore: inFlight }), handlers),
    ).rejects.toThrow();
    // Not recorded as started, so not sent: the outcome is known.
    expect(sent).toHaveLength(0);
    expect((await row(id)).inFlightSince).toBeNull();
    await leaseEnds(id);
    await drain(database.db, handlers);
    expect(sent).toHaveLength(1);
    expect((await row(id)).processedAt).not.toBeNull();
    expect((await row(id)).lastError).toBeNull();
  });

  it('is sent again after a failed send whose failure could not be recorded, with the same Message-ID', async () => {
    const id = await enqueue('once.retry@example.org');
    let failSmtp = true;
    const attempts: string[] = [];
    const transport: MailTransport = {
      ...smtpLike(),
      send: async (mail) => {
        attempts.push(mail.messageId);
        if (failSmtp) throw new Error('421 try again later');
      },
    };
    const handlers = mailTopics(transport);
    const recordFailure = (statement: string) =>
      /last_error = \$\d+ where/.test(statement) && !markSent(statement);
    await expect(
      workOutboxOnce(failingDb(database.db, { down: false, failBefore: recordFailure }), handlers),
    ).rejects.toThrow();
    failSmtp = false;
    await leaseEnds(id);
    await drain(database.db, handlers);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toBe(attempts[1]);
    expect((await row(id)).lastError).toBeNull();
  });
});
