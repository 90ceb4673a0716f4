// The unsubscribe page without a link: the address gets a mail, the page says the same for every address. A
// subscribed address gets a link to its settings; any other the spec's 'Zu dieser E-Mail gibt es keine
// Newsletteranmeldung.' — by mail, so only the owner of the address learns it.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { addressRequest } from './address-request';
import type { NewsletterFailure } from './errors';
import type { AddressInput } from './newsletter-input';
import { linkLifetimeMs, manageUrl, signLink } from './newsletter-links';
import { enqueueNewsletterMail } from './newsletter-mails';
import { findSubscriberByEmail } from './newsletter-store';
import type { NewsletterRequester } from './subscribe-to-newsletter';

export function requestManageLink(
  db: Db,
  shop: ShopContext,
  requester: NewsletterRequester,
  input: AddressInput,
): Promise<{ ok: true } | NewsletterFailure> {
  const limits = { perClient: 'manageLinkPerAddress', perEmail: 'manageLinkPerEmail' } as const;
  return addressRequest(db, shop, requester, input, limits, async ({ tx, key, emailNormalized, now }) => {
    const row = await findSubscriberByEmail(tx, shop.tenant.key, emailNormalized);
    if (!row || row.status === 'unsubscribed') {
      await enqueueNewsletterMail(tx, shop, { template: 'noSubscription', to: input.email.trim() });
      return;
    }
    const token = signLink(key, {
      tenant: shop.tenant.key,
      subscriberId: row.id,
      purpose: 'manage',
      expiresAt: new Date(now.getTime() + linkLifetimeMs.manageOnRequest),
    });
    await enqueueNewsletterMail(tx, shop, { template: 'manageLink', to: row.email, locale: row.locale, link: manageUrl(shop, token) });
  });
}
