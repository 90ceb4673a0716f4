// Login with email and password. Unknown address, wrong password and no password set give one answer, and every
// path runs argon2 once, so neither the answer nor its timing tells who is a customer.
// Throttling (decision 0018): per account and client address pair growing delays after five failures, per address a
// cap on failures over all accounts; never a block of the account as such, so an attacker cannot lock the owner out.
// The owner is told by mail when the account sees repeated failures.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { inLocaleOf } from '@/commerce/tenant/shop-context';
import { checkPassword } from '@/platform/auth/password-hash';
import { createSession, revokePresented, type NewSession } from '@/platform/auth/session-store';
import type { Db } from '@/platform/db/client';
import { beginTry, failedTry, succeededTry } from '@/platform/rate-limit/failure-throttle';
import { count } from '@/platform/rate-limit/rate-limiter';
import type { Requester } from './actor';
import { normalizeEmail, type LoginInput } from './customer-input';
import { shopLink } from './customer-links';
import { enqueueCustomerMail } from './customer-mails';
import { findCustomerByEmail, profileOf, type CustomerProfile } from './customer-store';
import { failure, rateLimited, type CustomerFailure } from './errors';
import {
  giveBackTry,
  identityLimits,
  loginNoticeAfterFailures,
  loginPairThrottle,
  spendTries,
} from './identity-limits';

export type LoginResult = { ok: true; session: NewSession; customer: CustomerProfile } | CustomerFailure;

export async function logIn(
  db: Db,
  shop: ShopContext,
  requester: Requester,
  input: LoginInput,
): Promise<LoginResult> {
  const tenantId = shop.tenant.key;
  const accountKey = `${tenantId}:${normalizeEmail(input.email)}`;
  const pairKey = `${accountKey}|${requester.address}`;
  // The address's try is spent first and given back when the pair refuses, so only tries that run count there.
  const sprayed = await spendTries([['loginPerAddress', requester.address]]);
  if (sprayed) return sprayed;
  const pair = await beginTry(loginPairThrottle, pairKey);
  if (!pair.allowed) {
    await giveBackTry('loginPerAddress', requester.address);
    return rateLimited(pair.retryAfterSeconds);
  }

  const customer = await findCustomerByEmail(db, tenantId, input.email);
  const matches = await checkPassword(customer?.passwordHash, input.password);
  if (!customer || !matches) {
    await failedTry(loginPairThrottle, pairKey);
    const failures = await count(identityLimits.loginFailuresPerAccount, accountKey);
    // Exactly one request sees the count reach the threshold, so the owner gets one mail a day at most.
    if (failures === loginNoticeAfterFailures && customer?.activatedAt) {
      await enqueueCustomerMail(db, inLocaleOf(shop, customer.locale), {
        template: 'loginFailures',
        to: customer.email,
        firstName: customer.firstName,
        link: shopLink(inLocaleOf(shop, customer.locale), '/account'),
      });
    }
    return failure('CUSTOMER_INVALID_CREDENTIALS');
  }
  // The right password: whoever knows it is no guesser, activated or not.
  await succeededTry(loginPairThrottle, pairKey);
  await giveBackTry('loginPerAddress', requester.address);
  if (!customer.activatedAt) return failure('CUSTOMER_NOT_ACTIVATED');

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
  options: { guest?: boolean } = {},
): Promise<{ session: NewSession }> {
  const now = shop.now();
  await revokePresented(db, shop.tenant.key, requester.credentials, 'login', now);
  return { session: await createSession(db, shop.tenant.key, customerId, now, options) };
}
