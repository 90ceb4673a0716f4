// The double opt-in link (SPEC §4): pending → active, once. The same link again says "already subscribed" (page 4)
// to its holder, who owns the address; a link replaced by a newer one or expired is refused.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { authKeys } from '@/platform/auth/secrets';
import type { Db } from '@/platform/db/client';
import { activateSubscriber } from './activate-subscriber';
import { refuse, type NewsletterFailure } from './errors';
import { verifyLink } from './newsletter-links';
import { spendNewsletterTries } from './newsletter-limits';
import { findSubscriberById } from './newsletter-store';
import type { NewsletterRequester } from './subscribe-to-newsletter';

export type ConfirmResult = { ok: true; outcome: 'confirmed' | 'already' } | NewsletterFailure;

export async function confirmSubscription(
  db: Db,
  shop: ShopContext,
  requester: NewsletterRequester,
  token: string,
): Promise<ConfirmResult> {
  const limited = await spendNewsletterTries([['linkPerAddress', requester.address]]);
  if (limited) return limited;
  const { newsletterLinks: key } = await authKeys(db);
  const now = shop.now();
  const link = verifyLink(key, token, shop.tenant.key, 'confirm', now);
  if (!link.ok) return refuse(link.code);

  return db.transaction(async (tx): Promise<ConfirmResult> => {
    const row = await findSubscriberById(tx, shop.tenant.key, link.subscriberId, { forUpdate: true });
    if (!row) return refuse('NEWSLETTER_LINK_INVALID');
    if (row.status === 'pending' && link.nonce !== undefined && row.confirmNonce === link.nonce) {
      await activateSubscriber(tx, shop, key, row, 'confirmation-link', now);
      return { ok: true, outcome: 'confirmed' };
    }
    if (row.status === 'active') return { ok: true, outcome: 'already' };
    return refuse('NEWSLETTER_LINK_INVALID');
  });
}
