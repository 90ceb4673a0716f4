// The edge of the checkout endpoints: who is asking (only a fully logged-in customer reaches the checkout), CSRF
// and rate limit on writes, the JSON body, and the mapping of checkout codes to HTTP status. Every answer is
// private and never stored by a cache.
import { addressRefusals } from '@/commerce/address-book/errors';
import { checkoutRefusals } from '@/commerce/checkout/errors';
import type { CustomerProfile } from '@/commerce/customer/customer-store';
import { refuseForgedRequest } from '@/api/http/csrf';
import { limitByAddress } from '@/api/http/limit-request';
import { readJsonBody } from '@/api/http/read-json-body';
import { requestScope, type RequestScope } from '@/api/http/request-shop-context';
import { requireFullCustomer } from '@/api/http/require-customer';
import { privateJson, refusalResponse } from '@/api/http/responses';
import { getDb } from '@/platform/db/database';
import type { Db } from '@/platform/db/client';
import type { LimitRule } from '@/platform/rate-limit/rate-limiter';

/** Checkout steps and address changes: plenty for a person clicking back and forth, not for a script. */
export const checkoutWriteLimit: LimitRule = { name: 'checkout-writes', points: 120, durationSeconds: 600 };

export const answer = (body: unknown, status = 200) => privateJson(body, status);

export interface CheckoutRequest {
  scope: RequestScope;
  db: Db;
  customer: CustomerProfile;
  body: unknown;
}

/**
 * Resolves the customer of a request the way the identity endpoints do; soft-logged-in and anonymous visitors get
 * 401 with their level (the UI sends them to the login step). Writes also pass CSRF, rate limit and body parsing.
 */
export async function checkoutRequest(
  request: Request,
  options: { write: boolean },
): Promise<{ ok: true; value: CheckoutRequest } | { ok: false; response: Response }> {
  if (options.write) {
    const forged = refuseForgedRequest(request);
    if (forged) return { ok: false, response: forged };
    const limited = await limitByAddress(request, checkoutWriteLimit);
    if (limited) return { ok: false, response: limited };
  }
  const scope = requestScope(request);
  const db = await getDb();
  const who = await requireFullCustomer(db, scope.shop, request, { guests: 'allow' });
  if (!who.ok) return who;
  let body: unknown = undefined;
  if (options.write && request.method !== 'DELETE') {
    const read = await readJsonBody(request, 8_192);
    if (!read.ok) return { ok: false, response: answer({ error: 'CHECKOUT_INVALID_INPUT', reason: read.reason }, 400) };
    body = read.value;
  }
  return { ok: true, value: { scope, db, customer: who.customer, body } };
}

const checkoutKinds = { ...checkoutRefusals, ...addressRefusals };

/** A refusal of a use case as `{ error: CODE, …details }` with its status. */
export function refusal(failure: { ok: false; code: keyof typeof checkoutKinds }): Response {
  return refusalResponse(checkoutKinds, failure);
}
