// Identity helpers for browser tests: the mail outbox of the app under test, and accounts set up over the API.
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { messagesFor } from './messages';
import { languageOf } from '../../../src/platform/i18n/locales';
import type { RouteKey } from '../../../src/platform/routing/route-table';
import type { Shop } from './shops';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  template: string;
  locale: string;
  link?: string;
  createdAt: string;
  /** Newsletter mails: the unsubscribe page and the one-click URL of List-Unsubscribe. */
  unsubscribe?: { page: string; oneClick: string };
  headers?: Record<string, string>;
}

/** The app's mail outbox (playwright.config.ts puts E2E_DATA_DIR into every worker's environment). */
export function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

/** Waits for the newest mail of a template to an address (the outbox worker sends within a second or two). */
export async function waitForMail(to: string, template: string, after = ''): Promise<OutboxMail> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const names = await readdir(outboxDir()).catch(() => [] as string[]);
    for (const name of names
      .filter((n) => n.endsWith('.json'))
      .sort()
      .reverse()) {
      const mail = JSON.parse(await readFile(path.join(outboxDir(), name), 'utf8')) as OutboxMail;
      if (mail.to === to && mail.template === template && mail.createdAt > after) return mail;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${template} mail to ${to} in ${outboxDir()}`);
}

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.org`;

export interface TestCustomer {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  dateOfBirth: string;
}

export function newCustomer(prefix: string): TestCustomer {
  return {
    firstName: 'Erika',
    lastName: 'Mustermann',
    email: uniqueEmail(prefix),
    password: 'Kirschbaum-Allee 7',
    dateOfBirth: '1984-08-12',
  };
}

/**
 * Registers over the API and activates from the mail in the page, as a shopper would: the browser itself receives
 * the session cookies (Secure cookies on http://*.localhost are the browser's business, not the API client's).
 * Ends logged in on the account page, or on `landing` (with goods in the basket, the activation goes on to the
 * checkout's first open step).
 */
export async function signUp(page: Page, shop: Shop, customer: TestCustomer, landing: RouteKey = '/account'): Promise<void> {
  // The language of the mails follows the page the form is on (Referer); the API client names it with ?lang.
  const registered = await page.request.post(`${shop.origin}/api/identity/register?lang=${languageOf(shop.locale)}`, {
    headers: { 'x-shop-csrf': '1', origin: shop.origin },
    data: { salutation: 'female', ...customer },
  });
  if (registered.status() !== 202) throw new Error(`registration answered ${registered.status()}`);
  const mail = await waitForMail(customer.email, 'activation');
  const id = messagesFor(shop.locale).identity;
  await page.goto(mail.link!);
  await page.getByLabel(id.activate.password, { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: id.activate.submit }).click();
  await expect(page).toHaveURL(shop.url(landing));
}
