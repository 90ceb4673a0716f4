// The account's changes that are confirmed by a mail link (issue 14): the email address (POST /api/customer/email,
// then POST /api/customer/email/confirm from the link's page) and the deletion of the account (POST
// /api/customer/deletion, DELETE to withdraw it, POST /api/customer/deletion/confirm from the link's page). Asking
// needs the full login and the current password; confirming needs only the link (it may be opened on another device).
// Rate limited; logged with the outcome, never an address or password.
import {
  accountDeletionSchema,
  emailChangeSchema,
  linkTokenSchema,
} from '@/commerce/customer/customer-input';
import { confirmEmailChange, requestEmailChange } from '@/commerce/customer/change-email';
import {
  confirmAccountDeletion,
  requestAccountDeletion,
  withdrawAccountDeletion,
} from '@/commerce/privacy/delete-account';
import { getDb } from '@/platform/db/database';
import { nudgeOutboxWorker } from '@/platform/jobs/outbox-worker';
import { limitByAddress } from '@/api/http/limit-request';
import { accountRequest, requireAccountCustomer } from '@/api/http/require-customer';
import { privateJson } from '@/api/http/responses';
import type { LimitRule } from '@/platform/rate-limit/rate-limiter';
import { failureResponse, parseRequest } from './identity-http';
import { clearedCookies, withCookies } from './session-cookies';

/** Link pages are opened a few times; a 256-bit token cannot be guessed anyway. This keeps the noise down. */
const linkLimit: LimitRule = { name: 'account-link-confirm', points: 30, durationSeconds: 15 * 60 };

export async function postEmailChange(request: Request): Promise<Response> {
  const parsed = await parseRequest(request, emailChangeSchema);
  if (!parsed.ok) return parsed.response;
  const db = await getDb();
  const who = await requireAccountCustomer(db, parsed.scope.shop, request);
  if (!who.ok) return who.response;
  const result = await requestEmailChange(db, parsed.scope.shop, who.customer.id, parsed.value);
  parsed.scope.log.info({ event: 'email-change-request', outcome: result.ok ? 'sent' : result.code }, 'account');
  if (!result.ok) return failureResponse(result);
  nudgeOutboxWorker();
  return privateJson({ sent: true }, 202);
}

export async function postEmailConfirm(request: Request): Promise<Response> {
  const limited = await limitByAddress(request, linkLimit);
  if (limited) return limited;
  const parsed = await parseRequest(request, linkTokenSchema);
  if (!parsed.ok) return failureResponse({ ok: false, code: 'CUSTOMER_LINK_INVALID' });
  const result = await confirmEmailChange(await getDb(), parsed.scope.shop, parsed.value.token);
  parsed.scope.log.info({ event: 'email-change-confirm', outcome: result.ok ? 'changed' : result.code }, 'account');
  if (!result.ok) return failureResponse(result);
  nudgeOutboxWorker();
  return privateJson({ changed: true, email: result.email });
}

export async function postDeletionRequest(request: Request): Promise<Response> {
  const parsed = await parseRequest(request, accountDeletionSchema);
  if (!parsed.ok) return parsed.response;
  const db = await getDb();
  const who = await requireAccountCustomer(db, parsed.scope.shop, request);
  if (!who.ok) return who.response;
  const result = await requestAccountDeletion(db, parsed.scope.shop, who.customer.id, parsed.value);
  parsed.scope.log.info({ event: 'account-deletion-request', outcome: result.ok ? 'sent' : result.code }, 'privacy');
  if (!result.ok) return failureResponse(result);
  nudgeOutboxWorker();
  return privateJson({ sent: true }, 202);
}

export async function deleteDeletionRequest(request: Request): Promise<Response> {
  const who = await accountRequest(request, { write: true });
  if (!who.ok) return who.response;
  const { scope, db } = who;
  const result = await withdrawAccountDeletion(db, scope.shop, who.customer.id);
  scope.log.info({ event: 'account-deletion-withdraw', outcome: result.ok ? 'withdrawn' : result.code }, 'privacy');
  return result.ok ? privateJson({ withdrawn: true }) : failureResponse(result);
}

export async function postDeletionConfirm(request: Request): Promise<Response> {
  const limited = await limitByAddress(request, linkLimit);
  if (limited) return limited;
  const parsed = await parseRequest(request, linkTokenSchema);
  if (!parsed.ok) return failureResponse({ ok: false, code: 'CUSTOMER_LINK_INVALID' });
  const result = await confirmAccountDeletion(await getDb(), parsed.scope.shop, parsed.value.token);
  parsed.scope.log.info({ event: 'account-deletion-confirm', outcome: result.ok ? result.outcome : result.code }, 'privacy');
  if (!result.ok) return failureResponse(result);
  nudgeOutboxWorker();
  // Deleted: whatever session this browser had is gone with the account; its cookies go too.
  const answer = privateJson({ outcome: result.outcome });
  return result.outcome === 'deleted' ? withCookies(answer, clearedCookies()) : answer;
}

