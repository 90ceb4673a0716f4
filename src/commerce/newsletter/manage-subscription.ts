// The unsubscribe page's use cases (SPEC §3, §4): read the subscription, set its frequency, pause it, leave one
// brand or all, leave the market-research mailing or the personalised newsletter; and RFC 8058's one-click POST.
// Only a signed link or the logged-in owner of the address reaches a record: nobody learns another's state.
import { findCustomerById } from '@/commerce/customer/customer-store';
import { localDay } from '@/commerce/kernel/local-day';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { authKeys } from '@/platform/auth/secrets';
import type { Db } from '@/platform/db/client';
import { refuse, type NewsletterFailure } from './errors';
import { normalizeEmail, type FrequencyCode, type NewsletterChoice } from './newsletter-input';
import { verifyLink } from './newsletter-links';
import { spendNewsletterTries } from './newsletter-limits';
import type { SubscriberRow } from './newsletter.schema';
import { subscriptionView, addDays, type SubscriptionView } from './newsletter-state';
import { findSubscriberByEmail, findSubscriberById, recordConsent, updateSubscriber } from './newsletter-store';
import type { NewsletterRequester } from './subscribe-to-newsletter';

/** Who reaches the record: the holder of a signed link from a mail, or the logged-in customer for their address. */
export type SubscriptionAccess =
  | { token: string }
  /** `channel`: where the logged-in owner asked (the consent log's source); the account unless said. */
  | { customerEmail: string; channel?: 'contact' };

const sourceOf = (access: SubscriptionAccess) => ('token' in access ? 'mail-link' : (access.channel ?? 'account'));

async function reach(
  db: Db,
  shop: ShopContext,
  requester: NewsletterRequester,
  access: SubscriptionAccess,
  options: { forUpdate?: boolean } = {},
): Promise<{ ok: true; row: SubscriberRow } | NewsletterFailure> {
  if ('customerEmail' in access) {
    const row = await findSubscriberByEmail(db, shop.tenant.key, normalizeEmail(access.customerEmail), options);
    return row && row.status !== 'unsubscribed' ? { ok: true, row } : refuse('NEWSLETTER_NO_SUBSCRIPTION');
  }
  const limited = await spendNewsletterTries([['linkPerAddress', requester.address]]);
  if (limited) return limited;
  const { newsletterLinks: key } = await authKeys(db);
  const link = verifyLink(key, access.token, shop.tenant.key, 'manage', shop.now());
  if (!link.ok) return refuse(link.code);
  const row = await findSubscriberById(db, shop.tenant.key, link.subscriberId, options);
  // SPEC §8 (wording not shown): the record is gone, or the address already left every newsletter.
  return row && row.status !== 'unsubscribed' ? { ok: true, row } : refuse('NEWSLETTER_NOT_FOUND');
}

export async function readSubscription(
  db: Db,
  shop: ShopContext,
  requester: NewsletterRequester,
  access: SubscriptionAccess,
): Promise<{ ok: true; subscription: SubscriptionView } | NewsletterFailure> {
  const found = await reach(db, shop, requester, access);
  if (!found.ok) return found;
  return { ok: true, subscription: subscriptionView(found.row, shop.tenant, localDay(shop)) };
}

export type ChangeOutcome =
  | { kind: 'frequency'; frequency: FrequencyCode }
  | { kind: 'paused'; until: string }
  /** `left`: the brands just left; `remaining`: brands whose newsletter still comes (none: fully unsubscribed). */
  | { kind: 'unsubscribed'; left: string[]; remaining: string[] };

export async function changeSubscription(
  db: Db,
  shop: ShopContext,
  requester: NewsletterRequester,
  access: SubscriptionAccess,
  choice: NewsletterChoice,
): Promise<{ ok: true; outcome: ChangeOutcome } | NewsletterFailure> {
  const brandKeys = shop.tenant.newsletterBrands.map((b) => b.key);
  if (choice.kind === 'unsubscribe' && !choice.brands.every((b) => brandKeys.includes(b)))
    return refuse('NEWSLETTER_INVALID_INPUT');
  const now = shop.now();
  const source = sourceOf(access);
  return db.transaction(async (tx) => {
    const found = await reach(tx, shop, requester, access, { forUpdate: true });
    if (!found.ok) return found;
    const row = found.row;
    if (choice.kind === 'frequency') {
      const updated = await updateSubscriber(tx, row, { frequency: choice.frequency, pausedUntil: null }, now);
      await recordConsent(tx, updated, 'changed', `${source}:frequency-${choice.frequency}`, now);
      return { ok: true, outcome: { kind: 'frequency', frequency: choice.frequency } };
    }
    if (choice.kind === 'pause') {
      const until = addDays(localDay(shop, now), choice.days);
      const updated = await updateSubscriber(tx, row, { pausedUntil: until }, now);
      await recordConsent(tx, updated, 'paused', `${source}:pause-${choice.days}`, now);
      return { ok: true, outcome: { kind: 'paused', until } };
    }
    return { ok: true, outcome: await leaveBrands(tx, row, choice.brands, source, now) };
  });
}

async function leaveBrands(
  tx: Db,
  row: SubscriberRow,
  brands: string[],
  source: string,
  now: Date,
): Promise<ChangeOutcome> {
  const remaining = row.brands.filter((b) => !brands.includes(b));
  const left = row.brands.filter((b) => brands.includes(b));
  const updated = await updateSubscriber(
    tx,
    row,
    remaining.length > 0
      ? { brands: remaining }
      : { brands: [], status: 'unsubscribed', pausedUntil: null, confirmNonce: null },
    now,
  );
  await recordConsent(tx, { ...updated, brands: left }, 'withdrawn', source, now);
  return { kind: 'unsubscribed', left, remaining };
}

/** Leaves the market-research mailing or the personalised newsletter; the newsletter itself stays. */
export async function leaveMailing(
  db: Db,
  shop: ShopContext,
  requester: NewsletterRequester,
  access: SubscriptionAccess,
  mailing: 'marketResearch' | 'personalised',
): Promise<{ ok: true; mailing: 'marketResearch' | 'personalised' } | NewsletterFailure> {
  const now = shop.now();
  return db.transaction(async (tx) => {
    const found = await reach(tx, shop, requester, access, { forUpdate: true });
    if (!found.ok) return found;
    const updated = await updateSubscriber(tx, found.row, { [mailing]: false }, now);
    await recordConsent(
      tx,
      updated,
      mailing === 'marketResearch' ? 'market-research-left' : 'personalised-left',
      sourceOf(access),
      now,
    );
    return { ok: true, mailing };
  });
}

/** RFC 8058: a POST with the mail's link leaves every brand of the shop at once, without a login or a page. */
export async function oneClickUnsubscribe(
  db: Db,
  shop: ShopContext,
  requester: NewsletterRequester,
  token: string,
): Promise<{ ok: true } | NewsletterFailure> {
  const now = shop.now();
  return db.transaction(async (tx) => {
    const found = await reach(tx, shop, requester, { token }, { forUpdate: true });
    // Already unsubscribed: the mail client's repeat gets the same success.
    if (!found.ok) return found.code === 'NEWSLETTER_NOT_FOUND' ? { ok: true as const } : found;
    await leaveBrands(tx, found.row, found.row.brands, 'one-click', now);
    return { ok: true as const };
  });
}

/** Ops and contact form: the record of an address (null when there is none), e.g. to cancel advertising. */
export const subscriberOfAddress = (db: Db, shop: ShopContext, email: string) =>
  findSubscriberByEmail(db, shop.tenant.key, normalizeEmail(email));

/** The access of a logged-in customer: the address of their account in this shop. */
export async function customerAccess(db: Db, shop: ShopContext, customerId: string): Promise<SubscriptionAccess | null> {
  const customer = await findCustomerById(db, shop.tenant.key, customerId);
  return customer ? { customerEmail: customer.email } : null;
}
