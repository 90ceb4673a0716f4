// Setting a new password from a reset link: the link works once and before it expires; the new password ends every
// session of the customer (all devices are logged out) and confirms the address.
import { and, eq, sql } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { passwords } from '@/platform/auth/password-hash';
import { revokeCustomerSessions } from '@/platform/auth/session-store';
import type { Db } from '@/platform/db/client';
import type { Requester } from './actor';
import { customers } from './customer.schema';
import type { ResetPasswordInput } from './customer-input';
import { redeemLinkToken, validLinkOwner } from './customer-links';
import { enqueueCustomerMail } from './customer-mails';
import { failure, type CustomerFailure } from './errors';
import { spendTries } from './identity-limits';

export type ResetPasswordResult = { ok: true } | CustomerFailure;

/** Whether a reset link still works, so the page can say so before the customer types a new password. */
export async function checkResetLink(
  db: Db,
  shop: ShopContext,
  requester: Requester,
  token: string,
): Promise<{ ok: true } | CustomerFailure> {
  const limited = await spendTries([['linkPerAddress', requester.address]]);
  if (limited) return limited;
  const owner = await validLinkOwner(db, shop.tenant.key, 'password-reset', token, shop.now());
  return owner ? { ok: true } : failure('CUSTOMER_LINK_INVALID');
}

export async function resetPassword(
  db: Db,
  shop: ShopContext,
  requester: Requester,
  input: ResetPasswordInput,
): Promise<ResetPasswordResult> {
  const tenantId = shop.tenant.key;
  const limited = await spendTries([['linkPerAddress', requester.address]]);
  if (limited) return limited;

  // Hashed before the transaction, so the transaction stays short.
  const passwordHash = await passwords.hash(input.password);
  const now = shop.now();
  const changed = await db.transaction(async (tx) => {
    const customerId = await redeemLinkToken(tx, tenantId, 'password-reset', input.token, now);
    if (!customerId) return false;
    const [customer] = await tx
      .update(customers)
      .set({
        passwordHash,
        passwordChangedAt: now,
        updatedAt: now,
        activatedAt: sql`coalesce(${customers.activatedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)))
      .returning();
    if (!customer) return false;
    await revokeCustomerSessions(tx, tenantId, customerId, 'password-change', now);
    await enqueueCustomerMail(tx, shop, {
      template: 'passwordChanged',
      to: customer.email,
      firstName: customer.firstName,
    });
    return true;
  });
  return changed ? { ok: true } : failure('CUSTOMER_LINK_INVALID');
}
