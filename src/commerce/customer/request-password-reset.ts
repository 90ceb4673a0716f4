// "Forgot password" (SPEC §4, §8): always the same answer. A known address gets a link that works once and expires;
// an unknown one a mail saying there is no account there. Both paths write one mail in one transaction.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { Requester } from './actor';
import { normalizeEmail, type ForgotPasswordInput } from './customer-input';
import { issueLinkToken, shopLink } from './customer-links';
import { enqueueCustomerMail } from './customer-mails';
import { findCustomerByEmail } from './customer-store';
import type { CustomerFailure } from './errors';
import { spendTries } from './identity-limits';

export type RequestResetResult = { ok: true } | CustomerFailure;

export async function requestPasswordReset(
  db: Db,
  shop: ShopContext,
  requester: Requester,
  input: ForgotPasswordInput,
): Promise<RequestResetResult> {
  const tenantId = shop.tenant.key;
  const email = normalizeEmail(input.email);
  const limited = await spendTries([
    ['resetPerAddress', requester.address],
    ['resetPerAccount', `${tenantId}:${email}`],
  ]);
  if (limited) return limited;

  await db.transaction(async (tx) => {
    const customer = await findCustomerByEmail(tx, tenantId, email);
    if (!customer) {
      await enqueueCustomerMail(tx, shop, {
        template: 'passwordResetUnknown',
        to: input.email.trim(),
        link: shopLink(shop, '/register'),
      });
      return;
    }
    const token = await issueLinkToken(tx, tenantId, customer.id, 'password-reset', shop.now());
    await enqueueCustomerMail(tx, shop, {
      template: 'passwordReset',
      to: customer.email,
      firstName: customer.firstName,
      link: shopLink(shop, '/password-reset', { token }),
    });
  });
  return { ok: true };
}
