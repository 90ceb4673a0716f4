// PUT /api/customer/profile and PUT /api/customer/password: the personal data and the password, changed in the
// account by the fully logged-in customer only (a soft or anonymous visitor gets 401 with the level). Logged with
// the outcome, never the values.
import { currentCustomer } from '@/commerce/customer/current-customer';
import { changePassword } from '@/commerce/customer/change-password';
import { changeProfile } from '@/commerce/customer/change-profile';
import { passwordChangeSchema, profileSchema } from '@/commerce/customer/customer-input';
import { getDb } from '@/platform/db/database';
import { nudgeOutboxWorker } from '@/platform/jobs/outbox-worker';
import { requireAccountCustomer } from '@/api/http/require-customer';
import { privateJson } from '@/api/http/responses';
import { failureResponse, parseRequest } from './identity-http';
import { readCredentials, stateCookies, withCookies } from './session-cookies';


export async function putProfile(request: Request): Promise<Response> {
  const parsed = await parseRequest(request, profileSchema);
  if (!parsed.ok) return parsed.response;
  const db = await getDb();
  const who = await requireAccountCustomer(db, parsed.scope.shop, request);
  if (!who.ok) return who.response;
  const result = await changeProfile(db, parsed.scope.shop, who.customer.id, parsed.value);
  parsed.scope.log.info({ event: 'profile-change', outcome: result.ok ? 'changed' : result.code }, 'account');
  if (!result.ok) return failureResponse(result);
  // The login-state cookie carries the first name the header greets with.
  const refreshed = await currentCustomer(db, parsed.scope.shop, readCredentials(request));
  return withCookies(
    privateJson({ profile: { ...parsed.value, dateOfBirth: result.dateOfBirth ?? '' } }),
    stateCookies(refreshed, request),
  );
}

export async function putPassword(request: Request): Promise<Response> {
  const parsed = await parseRequest(request, passwordChangeSchema);
  if (!parsed.ok) return parsed.response;
  const db = await getDb();
  const who = await requireAccountCustomer(db, parsed.scope.shop, request);
  if (!who.ok) return who.response;
  const result = await changePassword(
    db,
    parsed.scope.shop,
    { customerId: who.customer.id, sessionId: who.session.id },
    parsed.value,
  );
  parsed.scope.log.info(
    { event: 'password-change', outcome: result.ok ? 'changed' : result.code, endedSessions: result.ok ? result.endedSessions : 0 },
    'account',
  );
  if (!result.ok) return failureResponse(result);
  nudgeOutboxWorker();
  return privateJson({ changed: true });
}
