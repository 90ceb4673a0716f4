// Test factories of the customer context: a shop with a controllable clock, requesters, and customers built through
// the real use cases (so tests exercise what shoppers do).
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { shopContext, type ShopContext } from '@/commerce/tenant/shop-context';
import { getTenant, type TenantKey } from '@/commerce/tenant/tenants';
import type { Db } from '@/platform/db/client';
import { outboxEvents } from '@/platform/db/platform.schema';
import type { Locale } from '@/platform/i18n/locales';
import type { MailPayload } from '@/platform/mail/mail-payload';
import type { Requester } from './actor';
import { activateCustomer } from './activate-customer';
import type { RegistrationInput } from './customer-input';
import { registerCustomer } from './register-customer';

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export function testClock(start = new Date('2026-11-23T10:00:00Z')): TestClock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => void (current += ms) };
}

export function testShop(
  tenant: TenantKey = 'de',
  clock: TestClock = testClock(),
  locale?: Locale,
): ShopContext {
  return shopContext(tenant, locale ?? getTenant(tenant).locales[0], clock.now);
}

/** A requester from its own address, so per-address limits of one test do not touch another. */
export function testRequester(credentials: Requester['credentials'] = {}): Requester {
  return {
    address: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    credentials,
  };
}

export const uniqueEmail = (name = 'kunde') => `${name}.${randomUUID().slice(0, 8)}@example.org`;

export function registration(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    salutation: 'female',
    firstName: 'Erika',
    lastName: 'Mustermann',
    email: uniqueEmail(),
    password: 'Kirschbaum-Allee 7',
    dateOfBirth: '1984-08-12',
    ...overrides,
  };
}

/** The mails of a tenant in the outbox table, newest first. */
export async function outboxMails(db: Db, tenantId: string): Promise<MailPayload[]> {
  const rows = await db
    .select({ payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(and(eq(outboxEvents.tenantId, tenantId), eq(outboxEvents.topic, 'mail.send')))
    .orderBy(desc(outboxEvents.id));
  return rows.map((r) => r.payload as MailPayload);
}

/** The fragment parameter of the newest mail link to an address, e.g. the `token` of a reset link. */
export async function linkSecret(
  db: Db,
  shop: ShopContext,
  to: string,
  name: 'token' | 'activate',
): Promise<string> {
  const mail = (await outboxMails(db, shop.tenant.key)).find(
    (m) => m.to === to && m.link?.includes(`#${name}=`),
  );
  if (!mail?.link) throw new Error(`no mail with a ${name} link to ${to}`);
  return new URLSearchParams(new URL(mail.link).hash.slice(1)).get(name)!;
}

/** Registers and activates a customer through the use cases; returns the registration input. */
export async function activeCustomer(
  db: Db,
  shop: ShopContext,
  overrides: Partial<RegistrationInput> = {},
): Promise<RegistrationInput> {
  const input = registration(overrides);
  const registered = await registerCustomer(db, shop, testRequester(), input);
  if (!registered.ok) throw new Error(`registration failed: ${registered.code}`);
  const token = await linkSecret(db, shop, input.email, 'activate');
  const activated = await activateCustomer(db, shop, testRequester(), { token, password: input.password });
  if (!activated.ok) throw new Error(`activation failed: ${activated.code}`);
  return input;
}
