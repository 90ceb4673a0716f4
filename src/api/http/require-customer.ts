// "A fully logged-in customer, or 401": every endpoint that acts for a customer (checkout, orders, payments, the
// account's changes, returns, the data export) answers anonymous and soft-logged-in visitors alike, telling the UI
// the level so it can send them to the right login (the password for a soft login, the login form otherwise).
import { currentCustomer } from '@/commerce/customer/current-customer';
import type { CustomerProfile } from '@/commerce/customer/customer-store';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { readCredentials } from '@/api/identity/session-cookies';
import type { ResolvedSession } from '@/platform/auth/session-store';
import type { Db } from '@/platform/db/client';
import { getDb } from '@/platform/db/database';
import { refuseForgedRequest } from './csrf';
import { requestScope, type RequestScope } from './request-shop-context';
import { privateJson } from './responses';

export type FullCustomer =
  | { ok: true; customer: CustomerProfile; session: ResolvedSession }
  | { ok: false; response: Response };

export type LoginRequiredCode = 'CHECKOUT_LOGIN_REQUIRED' | 'CUSTOMER_NOT_LOGGED_IN';

export async function requireFullCustomer(
  db: Db,
  shop: ShopContext,
  request: Request,
  // The checkout's pages know CHECKOUT_LOGIN_REQUIRED, the account's CUSTOMER_NOT_LOGGED_IN; both are 401.
  // `guests: 'allow'` only where a guest checkout belongs: the checkout, its order and its payment (decision 0052).
  {
    error = 'CHECKOUT_LOGIN_REQUIRED',
    headers = {},
    guests,
  }: { error?: LoginRequiredCode; headers?: Record<string, string>; guests?: 'allow' } = {},
): Promise<FullCustomer> {
  const current = await currentCustomer(db, shop, readCredentials(request), { guests });
  if (current.level === 'full') return { ok: true, customer: current.customer, session: current.session };
  return { ok: false, response: privateJson({ error, level: current.level }, 401, headers) };
}

/** The account's endpoints: the same check, answered with CUSTOMER_NOT_LOGGED_IN. */
export const requireAccountCustomer = (db: Db, shop: ShopContext, request: Request) =>
  requireFullCustomer(db, shop, request, { error: 'CUSTOMER_NOT_LOGGED_IN' });

export interface AccountRequest {
  scope: RequestScope;
  db: Db;
  customer: CustomerProfile;
}

/**
 * The frame of an account endpoint that reads no validated body of the identity kind: CSRF for changes, the shop of
 * the request, and the fully logged-in customer (else 401 with the level).
 */
export async function accountRequest(
  request: Request,
  options: { write: boolean },
): Promise<({ ok: true } & AccountRequest) | { ok: false; response: Response }> {
  if (options.write) {
    const forged = refuseForgedRequest(request);
    if (forged) return { ok: false, response: forged };
  }
  const scope = requestScope(request);
  const db = await getDb();
  const who = await requireAccountCustomer(db, scope.shop, request);
  return who.ok ? { ok: true, scope, db, customer: who.customer } : who;
}
