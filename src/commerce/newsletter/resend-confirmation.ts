// "Resend confirmation" in the sheet: a pending address gets a new double opt-in mail (the earlier link stops
// working); every other address, known or not, gets nothing, and every caller the same answer.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { addressRequest } from './address-request';
import type { NewsletterFailure } from './errors';
import type { AddressInput } from './newsletter-input';
import { newNonce } from './newsletter-links';
import { findSubscriberByEmail, updateSubscriber } from './newsletter-store';
import { enqueueConfirmMail, type NewsletterRequester } from './subscribe-to-newsletter';

export function resendConfirmation(
  db: Db,
  shop: ShopContext,
  requester: NewsletterRequester,
  input: AddressInput,
): Promise<{ ok: true } | NewsletterFailure> {
  const limits = { perClient: 'resendPerAddress', perEmail: 'resendPerEmail' } as const;
  return addressRequest(db, shop, requester, input, limits, async ({ tx, key, emailNormalized, now }) => {
    const row = await findSubscriberByEmail(tx, shop.tenant.key, emailNormalized, { forUpdate: true });
    if (row?.status !== 'pending') return;
    const nonce = newNonce();
    const renewed = await updateSubscriber(tx, row, { confirmNonce: nonce }, now);
    await enqueueConfirmMail(tx, shop, key, renewed, nonce, now);
  });
}
