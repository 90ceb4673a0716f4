// The customer changes the password in the account: the current password is required, the new one follows SPEC
// §5. Every other session of the customer ends (other browsers, remembered devices); this one stays. The customer
// is told by mail. Rate limited per account, so a taken-over session cannot guess the current password.
import { and, eq } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { checkPassword, passwords } from '@/platform/auth/password-hash';
import { revokeCustomerSessions } from '@/platform/auth/session-store';
import type { Db } from '@/platform/db/client';
import { customers } from './customer.schema';
import type { PasswordChangeInput } from './customer-input';
import { enqueueCustomerMail } from './customer-mails';
import { findCustomerById } from './customer-store';
import { failure, type CustomerFailure } from './errors';
import { spendTries } from './identity-limits';

export async function changePassword(
  db: Db,
  shop: ShopContext,
  session: { customerId: string; sessionId: string },
  input: PasswordChangeInput,
): Promise<{ ok: true; endedSessions: number } | CustomerFailure> {
  const tenantId = shop.tenant.key;
  const limited = await spendTries([['passwordChangePerAccount', session.customerId]]);
  if (limited) return limited;
  const customer = await findCustomerById(db, tenantId, session.customerId);
  if (!customer) return failure('CUSTOMER_NOT_LOGGED_IN');
  if (!(await checkPassword(customer.passwordHash, input.currentPassword))) return failure('CUSTOMER_INVALID_CREDENTIALS');
  // Hashed before the transaction, so the transaction stays short.
  const passwordHash = await passwords.hash(input.newPassword);
  const now = shop.now();
  return db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customer.id)));
    const endedSessions = await revokeCustomerSessions(tx, tenantId, customer.id, 'password-change', now, session.sessionId);
    await enqueueCustomerMail(tx, shop, { template: 'passwordChanged', to: customer.email, firstName: customer.firstName });
    return { ok: true, endedSessions } as const;
  });
}
