// Issue 13, finding 5b: no log line carries an e-mail address or a postal address. The log lines are read from the
// house logger itself (its redaction and formatters included), while the mail failure paths and a failed login run.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const lines = vi.hoisted(() => [] as string[]);
vi.hoisted(async () => {
  const { createLogger } = await import('@/platform/logging/logger');
  (globalThis as Record<symbol, unknown>)[Symbol.for('schaufenster.logger')] = createLogger(
    { write: (line: string) => void lines.push(line) },
    'trace',
  );
});

import { registration } from '@/commerce/customer/customer-factories';
import { queryRows } from '@/platform/db/client';
import { setDatabase } from '@/platform/db/database';
import { failingDb } from '@/platform/db/failing-db';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { startOutboxWorker, workOutboxOnce } from '@/platform/jobs/outbox-worker';
import { logger } from '@/platform/logging/logger';
import { enqueueMail } from '@/platform/mail/enqueue-mail';
import { mailTopics } from '@/platform/mail/mail-topics';
import type { MailTransport } from '@/platform/mail/mail-transport';
import { TestBrowser } from './http-test-client';
import { postLogin } from './login-endpoints';
import { postRegister } from './register-endpoint';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  setDatabase(database);
});
afterAll(async () => database.close());

const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;
const street = 'Kirschbaumallee 17';
const postalCode = '79098';

/** An order confirmation as order-mails.ts writes it: address, items, totals. */
const confirmation = (to: string) => ({
  from: '"Lindenberg" <service@lindenberg.de>',
  to,
  locale: 'de-DE' as const,
  template: 'orderConfirmation',
  params: {
    brand: 'Lindenberg',
    firstName: 'Erika',
    orderNumber: 'DE-2026-000042',
    items: '1 × Strickjacke Merino (M, Blau): 89,95 €',
    subtotal: '89,95 €',
    discount: '0,00 €',
    shipping: '5,95 €',
    extras: '0,00 €',
    total: '95,90 €',
    paymentMethod: 'invoice',
    dueDate: '10.12.2026',
    months: '0',
    firstRate: '',
    expectedFrom: '27.11.2026',
    expectedTo: '30.11.2026',
    address: `Erika Mustermann\n${street}\n${postalCode} Freiburg`,
    withdrawal: 'yes',
  },
  link: 'https://www.lindenberg.de/widerruf#token=abc',
});

describe('logs', () => {
  it('hold no e-mail address and no postal address when a mail fails, its record fails, or a login fails', async () => {
    await enqueueMail(database.db, 'de', confirmation('erika.log@example.org'));
    // 1. The SMTP server refuses the recipient; its answer names the address.
    const refusing: MailTransport = {
      kind: 'smtp',
      send: async (mail) => {
        throw new Error(
          `Can't send mail - all recipients were rejected: 550 5.1.1 <${mail.to}>: Recipient address rejected`,
        );
      },
      wasSent: async () => 'unknown',
      close() {},
    };
    expect(await workOutboxOnce(database.db, mailTopics(refusing), logger())).toBe(1);

    // 2. The mail goes out, and the database is gone when the worker records it (finding 5): the failed statement
    //    carries the whole mail as its parameter.
    await database.db.execute(sql`update outbox_events set available_at = now()`);
    const accepting: MailTransport = { ...refusing, send: async () => {} };
    const worker = startOutboxWorker(
      failingDb(database.db, { down: false, failBefore: (s) => /set processed_at = now\(\)/.test(s) }),
      mailTopics(accepting),
      logger(),
      { intervalMs: 60_000 },
    );
    await worker.stop();

    // 3. A customer mistypes the password; a visitor tries an address that has no account.
    const browser = new TestBrowser();
    const input = registration({ email: 'erika.login@example.org' });
    await browser.call(postRegister, '/api/identity/register', { body: input });
    await browser.call(postLogin, '/api/identity/login', {
      body: { email: input.email, password: 'Falsch 12345' },
    });
    await browser.call(postLogin, '/api/identity/login', {
      body: { email: 'niemand@example.org', password: 'Falsch 12345' },
    });

    const log = lines.join('');
    // The paths ran and were logged …
    expect(log).toContain('outbox event failed');
    expect(log).toContain('a batch stopped on a database error');
    expect(log).toContain('"event":"login"');
    expect(log).toContain('[email]');
    // … without the person.
    expect(log).not.toMatch(EMAIL);
    expect(log).not.toContain(street);
    expect(log).not.toContain(postalCode);
    expect(log).not.toContain('Strickjacke');
    // The outbox row's error column is no log line, but it is read by people too.
    const [row] = await queryRows<{ last_error: string }>(database.db, sql`select last_error from outbox_events`);
    expect(row!.last_error).toContain('[email]');
    expect(row!.last_error).not.toMatch(EMAIL);
  });
});
