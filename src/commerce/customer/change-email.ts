// Changing the account's email address (issue 14): the logged-in customer gives the new address and the current
// password; a link goes to the new address (it proves the customer reads it), a notice to the old one (so a taken-over
// session is noticed). Nothing changes until the link is followed. The answer is the same whether or not another
// account uses the new address (no enumeration): that address gets a mail saying so instead of a link, and a
// confirmation that meets a taken address in the meantime is refused.
import { and, eq } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { checkPassword } from '@/platform/auth/password-hash';
import type { Db } from '@/platform/db/client';
import { isUniqueViolation } from '@/platform/db/errors';
import { customers } from './customer.schema';
import { normalizeEmail, type EmailChangeInput } from './customer-input';
import { issueLinkToken, pendingLinkPayload, redeemLink, shopLink } from './customer-links';
import { enqueueCustomerMail } from './customer-mails';
import { findCustomerByEmail, findCustomerById } from './customer-store';
import { failure, type CustomerFailure } from './errors';
import { spendTries } from './identity-limits';

export type EmailChangeRequest =
  | { ok: true }
  | CustomerFailure
  | { ok: false; code: 'CUSTOMER_INVALID_INPUT'; fields: { newEmail: 'emailUnchanged' } };

export async function requestEmailChange(
  db: Db,
  shop: ShopContext,
  customerId: string,
  input: EmailChangeInput,
): Promise<EmailChangeRequest> {
  const tenantId = shop.tenant.key;
  const limited = await spendTries([['emailChangePerAccount', customerId]]);
  if (limited) return limited;
  const customer = await findCustomerById(db, tenantId, customerId);
  if (!customer) return failure('CUSTOMER_NOT_LOGGED_IN');
  if (!(await checkPassword(customer.passwordHash, input.currentPassword))) return failure('CUSTOMER_INVALID_CREDENTIALS');
  const newEmail = input.newEmail.trim();
  if (normalizeEmail(newEmail) === customer.emailNormalized)
    return { ok: false, code: 'CUSTOMER_INVALID_INPUT', fields: { newEmail: 'emailUnchanged' } };

  await db.transaction(async (tx) => {
    const holder = await findCustomerByEmail(tx, tenantId, newEmail);
    if (holder) {
      await enqueueCustomerMail(tx, shop, { template: 'emailChangeTaken', to: newEmail, link: shopLink(shop, '/password-reset') });
    } else {
      const token = await issueLinkToken(tx, tenantId, customer.id, 'email-change', shop.now(), newEmail);
      await enqueueCustomerMail(tx, shop, {
        template: 'emailChangeConfirm',
        to: newEmail,
        firstName: customer.firstName,
        link: shopLink(shop, '/email-confirm', { token }),
      });
    }
    await enqueueCustomerMail(tx, shop, {
      template: 'emailChangeRequested',
      to: customer.email,
      firstName: customer.firstName,
      newEmail,
    });
  });
  return { ok: true };
}

/** The new address waiting for its link, for the personal data page; null when none is pending. */
export async function pendingEmailChange(db: Db, shop: ShopContext, customerId: string) {
  const pending = await pendingLinkPayload(db, shop.tenant.key, customerId, 'email-change', shop.now());
  return pending?.payload ? { newEmail: pending.payload, expiresAt: pending.expiresAt } : null;
}

/** Following the link: the address changes, the old one is told. Works once and before it expires. */
export async function confirmEmailChange(
  db: Db,
  shop: ShopContext,
  token: string,
): Promise<{ ok: true; email: string } | CustomerFailure> {
  const tenantId = shop.tenant.key;
  const now = shop.now();
  try {
    return await db.transaction(async (tx) => {
      const link = await redeemLink(tx, tenantId, 'email-change', token, now);
      if (!link?.payload) return failure('CUSTOMER_LINK_INVALID');
      const before = await findCustomerById(tx, tenantId, link.customerId);
      if (!before) return failure('CUSTOMER_LINK_INVALID');
      const [after] = await tx
        .update(customers)
        .set({ email: link.payload, emailNormalized: normalizeEmail(link.payload), updatedAt: now })
        .where(and(eq(customers.tenantId, tenantId), eq(customers.id, before.id)))
        .returning();
      if (!after) return failure('CUSTOMER_LINK_INVALID');
      await enqueueCustomerMail(tx, shop, {
        template: 'emailChanged',
        to: before.email,
        firstName: before.firstName,
        newEmail: after.email,
      });
      return { ok: true, email: after.email } as const;
    });
  } catch (error) {
    // Another account registered the address after the link was sent: the transaction (and the link's use) rolled back.
    if (isUniqueViolation(error)) return failure('CUSTOMER_EMAIL_TAKEN');
    throw error;
  }
}
