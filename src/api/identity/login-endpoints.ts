// POST /api/identity/login, /login/customer-number, /activate and /logout (docs/api.md, "Identity").
import { activateCustomer } from '@/commerce/customer/activate-customer';
import { activationSchema, customerNumberLoginSchema, loginSchema } from '@/commerce/customer/customer-input';
import type { LoginResult } from '@/commerce/customer/log-in';
import { logIn } from '@/commerce/customer/log-in';
import { logInWithCustomerNumber } from '@/commerce/customer/log-in-with-customer-number';
import { logOut } from '@/commerce/customer/log-out';
import { mergeBasketAtLogin } from '@/api/basket/basket-owner-of-request';
import { refuseForgedRequest } from '@/api/http/csrf';
import { requestScope } from '@/api/http/request-shop-context';
import { getDb } from '@/platform/db/database';
import { noStore } from '@/api/http/responses';
import { failureResponse, parseRequest, requesterOf } from './identity-http';
import { clearedCookies, loginCookies, withCookies } from './session-cookies';

function loginResponse(result: LoginResult): Response {
  if (!result.ok) return failureResponse(result);
  const { customer } = result;
  const body = {
    status: 'logged-in',
    customer: { firstName: customer.firstName, lastName: customer.lastName },
  };
  return withCookies(Response.json(body, { headers: noStore }), loginCookies(result.session, customer));
}

export async function postLogin(request: Request): Promise<Response> {
  const parsed = await parseRequest(request, loginSchema);
  if (!parsed.ok) return parsed.response;
  const result = await logIn(await getDb(), parsed.scope.shop, parsed.requester, parsed.value);
  parsed.scope.log.info(
    { event: 'login', method: 'email', outcome: result.ok ? 'ok' : result.code },
    'identity',
  );
  // The visitor's basket joins the customer's (src/api/basket): quantities added, stock respected.
  return withCookies(
    loginResponse(result),
    result.ok ? await mergeBasketAtLogin(request, parsed.scope.shop, result.customer.id) : [],
  );
}

export async function postCustomerNumberLogin(request: Request): Promise<Response> {
  const parsed = await parseRequest(request, customerNumberLoginSchema);
  if (!parsed.ok) return parsed.response;
  const result = await logInWithCustomerNumber(
    await getDb(),
    parsed.scope.shop,
    parsed.requester,
    parsed.value,
  );
  parsed.scope.log.info(
    { event: 'login', method: 'customer-number', outcome: result.ok ? 'ok' : result.code },
    'identity',
  );
  return withCookies(
    loginResponse(result),
    result.ok ? await mergeBasketAtLogin(request, parsed.scope.shop, result.customer.id) : [],
  );
}

export async function postActivate(request: Request): Promise<Response> {
  const parsed = await parseRequest(request, activationSchema);
  if (!parsed.ok) return parsed.response;
  const result = await activateCustomer(await getDb(), parsed.scope.shop, parsed.requester, parsed.value);
  parsed.scope.log.info({ event: 'activation', outcome: result.ok ? 'ok' : result.code }, 'identity');
  return withCookies(
    loginResponse(result),
    result.ok ? await mergeBasketAtLogin(request, parsed.scope.shop, result.customer.id) : [],
  );
}

export async function postLogout(request: Request): Promise<Response> {
  const forged = refuseForgedRequest(request);
  if (forged) return forged;
  const scope = requestScope(request);
  await logOut(await getDb(), scope.shop, requesterOf(request));
  scope.log.info({ event: 'logout' }, 'identity');
  return withCookies(Response.json({ status: 'logged-out' }, { headers: noStore }), clearedCookies());
}
