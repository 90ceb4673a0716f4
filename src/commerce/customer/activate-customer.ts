// Activation: the link from the registration mail plus the password chosen at registration. Asking for the password
// means a link received for someone else's registration cannot activate an account its reader does not own.
import { and, eq } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { checkPassword } from '@/platform/auth/password-hash';
import type { Db } from '@/platform/db/client';
import type { Requester } from './actor';
import { customers } from './customer.schema';
import type { ActivationInput } from './customer-input';
import { redeemLinkToken, validLinkOwner } from './customer-links';
import { findCustomerById, profileOf } from './customer-store';
import { failure } from './errors';
import { spendTries } from './identity-limits';
import { startSession, type LoginResult } from './log-in';
import { isUniqueViolation } from '@/platform/db/errors';

export async function activateCustomer(
  db: Db,
  shop: ShopContext,
  requester: Requester,
  input: ActivationInput,
): Promise<LoginResult> {
  const tenantId = shop.tenant.key;
  const limited = await spendTries([['linkPerAddress', requester.address]]);
  if (limited) return limited;
  const now = shop.now();

  const customerId = await validLinkOwner(db, tenantId, 'activation', input.token, now);
  const customer = customerId ? await findCustomerById(db, tenantId, customerId) : undefined;
  // A wrong password leaves the link usable: the owner may still mistype.
  const matches = await checkPassword(customer?.passwordHash, input.password);
  if (!customer) return failure('CUSTOMER_LINK_INVALID');
  if (!matches) return failure('CUSTOMER_INVALID_CREDENTIALS');

  let redeemed: boolean;
  try {
    redeemed = await db.transaction(async (tx) => {
      const id = await redeemLinkToken(tx, tenantId, 'activation', input.token, now);
      if (id !== customer.id) return false;
      // A guest's row becomes a registered customer here (decision 0052).
      await tx
        .update(customers)
        .set({ activatedAt: now, guest: false, updatedAt: now })
        .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customer.id)));
      return true;
    });
  } catch (error) {
    // A guest's address registered by someone else since the link was sent: that account keeps the address.
    if (isUniqueViolation(error)) return failure('CUSTOMER_EMAIL_TAKEN');
    throw error;
  }
  if (!redeemed) return failure('CUSTOMER_LINK_INVALID');

  const activated = (await findCustomerById(db, tenantId, customer.id))!;
  return {
    ok: true,
    ...(await startSession(db, shop, requester, customer.id)),
    customer: profileOf(activated),
  };
}
