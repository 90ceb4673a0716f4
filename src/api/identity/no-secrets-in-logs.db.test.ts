import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Every log line of this file, at the most verbose level and without redaction, so the test sees what the code
// hands the logger (a pino destination spy installed before anything logs).
const lines = vi.hoisted(() => {
  const captured: string[] = [];
  return captured;
});
vi.hoisted(async () => {
  const { default: pino } = await import('pino');
  (globalThis as Record<symbol, unknown>)[Symbol.for('schaufenster.logger')] = pino(
    { level: 'trace' },
    { write: (line: string) => void lines.push(line) },
  );
});

import { linkSecret, registration, testShop } from '@/commerce/customer/customer-factories';
import { setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { workOutboxOnce } from '@/platform/jobs/outbox-worker';
import { logger } from '@/platform/logging/logger';
import { mailTopics } from '@/platform/mail/mail-topics';
import { outboxTransport } from '@/platform/mail/mail-transport';
import { TestBrowser } from './http-test-client';
import { postActivate, postLogin, postLogout } from './login-endpoints';
import { postForgotPassword, postResetPassword } from './password-endpoints';
import { postRegister } from './register-endpoint';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  setDatabase(database);
});
afterAll(async () => database.close());

describe('logs', () => {
  it('never hold a password, a session secret, a link token or a reset link', async () => {
    const handlers = mailTopics(
      outboxTransport(path.join(mkdtempSync(path.join(tmpdir(), 'sf-logs-')), 'outbox')),
    );
    const work = () => workOutboxOnce(database.db, handlers, logger());
    const shop = testShop('de');
    const browser = new TestBrowser();
    const input = registration({ password: 'Geheimes Passwort 77' });
    const secrets: string[] = [input.password];

    await browser.call(postRegister, '/api/identity/register', { body: input });
    // Read before the worker sends the mail: afterwards the outbox row no longer holds the link.
    const activation = await linkSecret(database.db, shop, input.email, 'activate');
    secrets.push(activation);
    await work();
    await browser.call(postActivate, '/api/identity/activate', {
      body: { token: activation, password: 'falsch vertippt' },
    });
    await browser.call(postActivate, '/api/identity/activate', {
      body: { token: activation, password: input.password },
    });
    secrets.push(browser.jar.get('sf_session')!, browser.jar.get('sf_device')!);
    await browser.call(postLogin, '/api/identity/login', {
      body: { email: input.email, password: 'Falsches Passwort 1' },
    });
    secrets.push('Falsches Passwort 1');
    await browser.call(postLogout, '/api/identity/logout', { method: 'POST' });
    await browser.call(postForgotPassword, '/api/identity/password/forgot', { body: { email: input.email } });
    const reset = await linkSecret(database.db, shop, input.email, 'token');
    secrets.push(reset);
    await work();
    await browser.call(postResetPassword, '/api/identity/password/reset', {
      body: { token: reset, password: 'Noch geheimer 88' },
    });
    secrets.push('Noch geheimer 88');
    await work();

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain('"event":"login"');
    expect(log).toContain('outbox event handled');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/#token=|#activate=|passwort-zuruecksetzen/);
  });
});
