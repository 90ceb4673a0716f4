// POST /api/identity/password/forgot, /password/reset/check and /password/reset (docs/api.md, "Identity").
import {
  forgotPasswordSchema,
  linkCheckSchema,
  resetPasswordSchema,
} from '@/commerce/customer/customer-input';
import { requestPasswordReset } from '@/commerce/customer/request-password-reset';
import { checkResetLink, resetPassword } from '@/commerce/customer/reset-password';
import { getDb } from '@/platform/db/database';
import { nudgeOutboxWorker } from '@/platform/jobs/outbox-worker';
import { noStore } from '@/api/http/responses';
import { failureResponse, parseRequest } from './identity-http';
import { clearedCookies, withCookies } from './session-cookies';

/** The same 202 for every address, known or not. */
export async function postForgotPassword(request: Request): Promise<Response> {
  const parsed = await parseRequest(request, forgotPasswordSchema);
  if (!parsed.ok) return parsed.response;
  const result = await requestPasswordReset(await getDb(), parsed.scope.shop, parsed.requester, parsed.value);
  parsed.scope.log.info(
    { event: 'password-reset-request', outcome: result.ok ? 'ok' : result.code },
    'identity',
  );
  if (!result.ok) return failureResponse(result);
  nudgeOutboxWorker();
  return Response.json({ status: 'mail-sent' }, { status: 202, headers: noStore });
}

export async function postCheckResetLink(request: Request): Promise<Response> {
  const parsed = await parseRequest(request, linkCheckSchema);
  if (!parsed.ok) return parsed.response;
  const result = await checkResetLink(await getDb(), parsed.scope.shop, parsed.requester, parsed.value.token);
  return result.ok ? Response.json({ status: 'valid' }, { headers: noStore }) : failureResponse(result);
}

/** Every session of the customer ends, this browser's included: it is told to forget its cookies. */
export async function postResetPassword(request: Request): Promise<Response> {
  const parsed = await parseRequest(request, resetPasswordSchema);
  if (!parsed.ok) return parsed.response;
  const result = await resetPassword(await getDb(), parsed.scope.shop, parsed.requester, parsed.value);
  parsed.scope.log.info({ event: 'password-reset', outcome: result.ok ? 'ok' : result.code }, 'identity');
  if (!result.ok) return failureResponse(result);
  nudgeOutboxWorker();
  return withCookies(Response.json({ status: 'password-changed' }, { headers: noStore }), clearedCookies());
}
