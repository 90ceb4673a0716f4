// Login with email and password. Unknown address, wrong password and no password set give one answer, and every
// path runs argon2 once, so neither the answer nor its timing tells who is a customer.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { checkPassword } from '@/platform/auth/password-hash';
import { createSession, revokePresented, type NewSession } from '@/platform/auth/session-store';
import type { Db } from '@/platform/db/client';
import type { Requester } from './actor';
import { normalizeEmail, type LoginInput } from './customer-input';
import { findCustomerByEmail, profileOf, type CustomerProfile } from './customer-store';
import { failure, type CustomerFailure } from './errors';
import { forgetTries, spendTries } from './identity-limits';

export type LoginResult = { ok: true; session: NewSession; customer: CustomerProfile } | CustomerFailure;

export async function logIn(
  db: Db,
  shop: ShopContext,
  requester: Requester,
  input: LoginInput,
): Promise<LoginResult> {
  const tenantId = shop.tenant.key;
  const accountKey = `${tenantId}:${normalizeEmail(input.email)}`;
  const limited = await spendTries([
    ['loginPerAddress', requester.address],
    ['loginPerAccount', accountKey],
  ]);
  if (limited) return limited;

  const customer = await findCustomerByEmail(db, tenantId, input.email);
  const matches = await checkPassword(customer?.passwordHash, input.password);
  if (!customer || !matches) return failure('CUSTOMER_INVALID_CREDENTIALS');
  if (!customer.activatedAt) return failure('CUSTOMER_NOT_ACTIVATED');

  await forgetTries('loginPerAccount', accountKey);
  return {
    ok: true,
    ...(await startSession(db, shop, requester, customer.id)),
    customer: profileOf(customer),
  };
}

/** A fresh session id at every login; whatever session the browser presented before is ended (no fixation). */
export async function startSession(
  db: Db,
  shop: ShopContext,
  requester: Requester,
  customerId: string,
): Promise<{ session: NewSession }> {
  const now = shop.now();
  await revokePresented(db, shop.tenant.key, requester.credentials, 'login', now);
  return { session: await createSession(db, shop.tenant.key, customerId, now) };
}
