// GET /api/identity/session: the session token for the client session manager (SPEC §4). Counts as use of a
// logged-in session, keeps the login-state cookie in line, and tells the browser to drop worthless secrets.
import { currentCustomer } from '@/commerce/customer/current-customer';
import { issueSessionToken } from '@/commerce/customer/issue-session-token';
import { requestScope } from '@/api/http/request-shop-context';
import { getDb } from '@/platform/db/database';
import { noStore } from '@/api/http/responses';
import { readCredentials, stateCookies, withCookies } from './session-cookies';

export async function getSessionToken(request: Request): Promise<Response> {
  const { shop } = requestScope(request);
  const db = await getDb();
  const current = await currentCustomer(db, shop, readCredentials(request), { touch: true });
  const { token, exp, type } = await issueSessionToken(db, shop, current);
  return withCookies(
    Response.json({ token, exp, type }, { headers: noStore }),
    stateCookies(current, request),
  );
}
