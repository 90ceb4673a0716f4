// POST /api/identity/guest: order as a guest (decision 0052) — a session for this checkout only, the visitor's basket
// joins it. POST /api/identity/guest/account: the guest chooses a password; the activation mail makes it an account.
import { guestAccountSchema, guestSchema } from '@/commerce/customer/customer-input';
import { requestGuestAccount } from '@/commerce/customer/guest-account';
import { startGuestCheckout } from '@/commerce/customer/start-guest-checkout';
import { mergeBasketAtLogin } from '@/api/basket/basket-owner-of-request';
import { requireFullCustomer } from '@/api/http/require-customer';
import { noStore } from '@/api/http/responses';
import { getDb } from '@/platform/db/database';
import { nudgeOutboxWorker } from '@/platform/jobs/outbox-worker';
import { failureResponse, parseRequest } from './identity-http';
import { guestCookies, withCookies } from './session-cookies';

export async function postGuest(request: Request): Promise<Response> {
  const parsed = await parseRequest(request, guestSchema);
  if (!parsed.ok) return parsed.response;
  const { shop } = parsed.scope;
  const result = await startGuestCheckout(await getDb(), shop, parsed.requester, parsed.value);
  parsed.scope.log.info({ event: 'guest-checkout', outcome: result.ok ? 'ok' : result.code }, 'identity');
  if (!result.ok) return failureResponse(result);
  const merged = await mergeBasketAtLogin(request, shop, result.customer.id);
  const body = { status: 'guest', customer: { firstName: result.customer.firstName, lastName: result.customer.lastName } };
  return withCookies(Response.json(body, { headers: noStore }), [...guestCookies(result.session), ...merged]);
}

export async function postGuestAccount(request: Request): Promise<Response> {
  const parsed = await parseRequest(request, guestAccountSchema);
  if (!parsed.ok) return parsed.response;
  const db = await getDb();
  const { shop } = parsed.scope;
  const who = await requireFullCustomer(db, shop, request, { error: 'CUSTOMER_NOT_LOGGED_IN', guests: 'allow' });
  if (!who.ok) return who.response;
  // A registered customer has an account already: nothing to do, and nothing to learn from the answer either.
  const result = who.customer.guest ? await requestGuestAccount(db, shop, who.customer, parsed.value) : { ok: true as const };
  parsed.scope.log.info({ event: 'guest-account', outcome: result.ok ? 'ok' : result.code }, 'identity');
  if (!result.ok) return failureResponse(result);
  nudgeOutboxWorker();
  return Response.json({ status: 'mail-sent' }, { status: 202, headers: noStore });
}
