// The unsubscribe page without a link: the address gets a mail, the page says the same for every address. A
// subscribed address gets a link to its settings; any other the spec's 'Zu dieser E-Mail gibt es keine
// Newsletteranmeldung.' — by mail, so only the owner of the address learns it.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { authKeys } from '@/platform/auth/secrets';
import type { Db } from '@/platform/db/client';
import type { NewsletterFailure } from './errors';
import { normalizeEmail, type AddressInput } from './newsletter-input';
import { linkLifetimeMs, manageUrl, signLink } from './newsletter-links';
import { spendNewsletterTries } from './newsletter-limits';
import { enqueueNewsletterMail } from './newsletter-mails';
import { findSubscriberByEmail } from './newsletter-store';
import type { NewsletterRequester } from './subscribe-to-newsletter';

export async function requestManageLink(
  db: Db,
  shop: ShopContext,
  requester: NewsletterRequester,
  input: AddressInput,
): Promise<{ ok: true } | NewsletterFailure> {
  const tenantId = shop.tenant.key;
  const emailNormalized = normalizeEmail(input.email);
  const limited = await spendNewsletterTries([
    ['manageLinkPerAddress', requester.address],
    ['manageLinkPerEmail', `${tenantId}:${emailNormalized}`],
  ]);
  if (limited) return limited;
  const { newsletterLinks: key } = await authKeys(db);
  const now = shop.now();
  await db.transaction(async (tx) => {
    const row = await findSubscriberByEmail(tx, tenantId, emailNormalized);
    if (!row || row.status === 'unsubscribed') {
      await enqueueNewsletterMail(tx, shop, { template: 'noSubscription', to: input.email.trim() });
      return;
    }
    const token = signLink(key, {
      tenant: tenantId,
      subscriberId: row.id,
      purpose: 'manage',
      expiresAt: new Date(now.getTime() + linkLifetimeMs.manageOnRequest),
    });
    await enqueueNewsletterMail(tx, shop, {
      template: 'manageLink',
      to: row.email,
      locale: row.locale,
      link: manageUrl(shop, token),
    });
  });
  return { ok: true };
}
