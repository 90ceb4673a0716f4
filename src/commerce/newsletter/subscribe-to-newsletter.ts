// Sign-up (SPEC §4): always the same answer, "check your inbox". A new, pending or former address gets the double
// opt-in mail (only its newest link works); an active one a mail saying so, with its unsubscribe link. The consent
// request is logged with its source (areaKey) and the version of the text the form showed.
import { randomUUID } from 'node:crypto';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { authKeys } from '@/platform/auth/secrets';
import type { Db } from '@/platform/db/client';
import { activateSubscriber } from './activate-subscriber';
import type { NewsletterFailure } from './errors';
import { normalizeEmail, defaultFrequency, type SubscribeInput } from './newsletter-input';
import { confirmUrl, linkLifetimeMs, newNonce, signLink } from './newsletter-links';
import { spendNewsletterTries } from './newsletter-limits';
import { enqueueNewsletterMail, unsubscribeLinks } from './newsletter-mails';
import { newsletterSubscribers, type SubscriberRow } from './newsletter.schema';
import { findSubscriberByEmail, recordConsent, updateSubscriber } from './newsletter-store';

export interface NewsletterRequester {
  /** The client address as a rate-limit key (src/api/http/client-address.ts). */
  address: string;
}

export async function subscribeToNewsletter(
  db: Db,
  shop: ShopContext,
  requester: NewsletterRequester,
  input: SubscribeInput,
  consent: { textVersion: string },
): Promise<{ ok: true } | NewsletterFailure> {
  const tenantId = shop.tenant.key;
  const emailNormalized = normalizeEmail(input.email);
  const limited = await spendNewsletterTries([
    ['subscribePerAddress', requester.address],
    ['subscribePerEmail', `${tenantId}:${emailNormalized}`],
  ]);
  if (limited) return limited;
  const { newsletterLinks: key } = await authKeys(db);
  const now = shop.now();

  await db.transaction(async (tx) => {
    const existing = await findSubscriberByEmail(tx, tenantId, emailNormalized, { forUpdate: true });
    if (existing?.status === 'active') {
      await enqueueNewsletterMail(tx, shop, {
        template: 'alreadySubscribed',
        to: existing.email,
        locale: existing.locale,
        unsubscribe: unsubscribeLinks(shop, key, existing, now),
      });
      return;
    }
    const nonce = newNonce();
    const details = {
      email: input.email.trim(),
      locale: shop.locale,
      salutation: input.salutation,
      interests: input.interests,
      marketResearch: input.marketResearch,
      personalised: true,
      brands: shop.tenant.newsletterBrands.map((b) => b.key),
      status: 'pending' as const,
      confirmNonce: nonce,
    };
    let row: SubscriberRow;
    if (existing) {
      row = await updateSubscriber(tx, existing, { ...details, frequency: defaultFrequency, pausedUntil: null }, now);
    } else {
      [row] = (await tx
        .insert(newsletterSubscribers)
        .values({ id: randomUUID(), tenantId, emailNormalized, frequency: defaultFrequency, createdAt: now, updatedAt: now, ...details })
        .returning()) as [SubscriberRow];
    }
    await recordConsent(tx, row, 'requested', input.areaKey, now, consent.textVersion);
    if (!shop.tenant.flags.newsletterDoubleOptIn) {
      await activateSubscriber(tx, shop, key, row, input.areaKey, now);
      return;
    }
    await enqueueConfirmMail(tx, shop, key, row, nonce, now);
  });
  return { ok: true };
}

export async function enqueueConfirmMail(
  tx: Db,
  shop: ShopContext,
  key: Buffer,
  row: SubscriberRow,
  nonce: string,
  now: Date,
): Promise<void> {
  const token = signLink(key, {
    tenant: shop.tenant.key,
    subscriberId: row.id,
    purpose: 'confirm',
    nonce,
    expiresAt: new Date(now.getTime() + linkLifetimeMs.confirm),
  });
  await enqueueNewsletterMail(tx, shop, { template: 'confirm', to: row.email, locale: row.locale, link: confirmUrl(shop, token) });
}
