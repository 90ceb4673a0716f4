// Test factories of the newsletter context: sign-ups built through the real use cases, and the links of its mails.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { outboxMails } from '@/commerce/customer/customer-factories';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { MailPayload } from '@/platform/mail/mail-payload';
import { confirmSubscription } from './confirm-subscription';
import { subscribeSchema, type SubscribeInput } from './newsletter-input';
import { newsletterConsents } from './newsletter.schema';
import { subscribeToNewsletter, type NewsletterRequester } from './subscribe-to-newsletter';

export const newsletterEmail = (name = 'leserin') => `${name}.${randomUUID().slice(0, 8)}@example.org`;

/** A requester from its own client address, so per-address limits of one test do not touch another. */
export const newsletterRequester = (): NewsletterRequester => ({ address: `nl-test-${randomUUID()}` });

export const signUp = (overrides: Partial<SubscribeInput> = {}): SubscribeInput =>
  subscribeSchema.parse({ email: newsletterEmail(), salutation: 'female', areaKey: 'servicePromotionTeaser', ...overrides });

export const consent = { textVersion: 'sha256:test00000000' };

/** The newest newsletter mail of a template to an address. */
export async function newsletterMail(db: Db, shop: ShopContext, to: string, template: string): Promise<MailPayload> {
  const mail = (await outboxMails(db, shop.tenant.key)).find(
    (m) => m.catalog === 'newsletter' && m.template === template && m.to === to,
  );
  if (!mail) throw new Error(`no ${template} mail to ${to}`);
  return mail;
}

export const fragmentToken = (url: string) => new URLSearchParams(new URL(url).hash.slice(1)).get('token')!;

/** The token of the newest confirmation mail to an address. */
export async function confirmToken(db: Db, shop: ShopContext, to: string): Promise<string> {
  return fragmentToken((await newsletterMail(db, shop, to, 'confirm')).link!);
}

/** Signs up and confirms through the use cases; returns the address and its welcome mail's unsubscribe token. */
export async function activeSubscriber(db: Db, shop: ShopContext, overrides: Partial<SubscribeInput> = {}) {
  const input = signUp(overrides);
  await subscribeToNewsletter(db, shop, newsletterRequester(), input, consent);
  const confirmed = await confirmSubscription(db, shop, newsletterRequester(), await confirmToken(db, shop, input.email));
  if (!confirmed.ok) throw new Error(`confirmation failed: ${confirmed.code}`);
  const welcome = (await outboxMails(db, shop.tenant.key)).find(
    (m) => m.catalog === 'newsletter' && m.to === input.email && m.unsubscribe,
  )!;
  return { email: input.email, manageToken: fragmentToken(welcome.unsubscribe!.page), welcome };
}

export const consentLog = (db: Db, subscriberId: string) =>
  db.select().from(newsletterConsents).where(eq(newsletterConsents.subscriberId, subscriberId)).orderBy(newsletterConsents.id);
