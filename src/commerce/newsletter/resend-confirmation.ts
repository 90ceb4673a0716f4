// "Resend confirmation" in the sheet: a pending address gets a new double opt-in mail (the earlier link stops
// working); every other address, known or not, gets nothing, and every caller the same answer.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { authKeys } from '@/platform/auth/secrets';
import type { Db } from '@/platform/db/client';
import type { NewsletterFailure } from './errors';
import { normalizeEmail, type AddressInput } from './newsletter-input';
import { newNonce } from './newsletter-links';
import { spendNewsletterTries } from './newsletter-limits';
import { findSubscriberByEmail, updateSubscriber } from './newsletter-store';
import { enqueueConfirmMail, type NewsletterRequester } from './subscribe-to-newsletter';

export async function resendConfirmation(
  db: Db,
  shop: ShopContext,
  requester: NewsletterRequester,
  input: AddressInput,
): Promise<{ ok: true } | NewsletterFailure> {
  const tenantId = shop.tenant.key;
  const emailNormalized = normalizeEmail(input.email);
  const limited = await spendNewsletterTries([
    ['resendPerAddress', requester.address],
    ['resendPerEmail', `${tenantId}:${emailNormalized}`],
  ]);
  if (limited) return limited;
  const { newsletterLinks: key } = await authKeys(db);
  const now = shop.now();
  await db.transaction(async (tx) => {
    const row = await findSubscriberByEmail(tx, tenantId, emailNormalized, { forUpdate: true });
    if (row?.status !== 'pending') return;
    const nonce = newNonce();
    const renewed = await updateSubscriber(tx, row, { confirmNonce: nonce }, now);
    await enqueueConfirmMail(tx, shop, key, renewed, nonce, now);
  });
  return { ok: true };
}
