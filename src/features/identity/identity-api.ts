// Calls of the identity endpoints from the browser (docs/api.md, "Identity"): JSON with the CSRF header.
import { csrfHeader } from '@/platform/http/csrf-header';

export const identityPaths = {
  login: '/api/identity/login',
  customerNumberLogin: '/api/identity/login/customer-number',
  logout: '/api/identity/logout',
  register: '/api/identity/register',
  activate: '/api/identity/activate',
  forgot: '/api/identity/password/forgot',
  resetCheck: '/api/identity/password/reset/check',
  reset: '/api/identity/password/reset',
} as const;

export type IdentityAnswer =
  | { ok: true; status: number; body: Record<string, unknown> }
  | { ok: false; status: number; error: string; fields?: Record<string, string>; retryAfterSeconds?: number };

export async function postIdentity(path: string, body: unknown = {}): Promise<IdentityAnswer> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', [csrfHeader]: '1' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: 'NETWORK' };
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, status: response.status, body: json };
  return {
    ok: false,
    status: response.status,
    error: typeof json.error === 'string' ? json.error : 'UNKNOWN',
    fields: json.fields as Record<string, string> | undefined,
    retryAfterSeconds: typeof json.retryAfterSeconds === 'number' ? json.retryAfterSeconds : undefined,
  };
}

/** The message key (under `identity`) and values for a failed answer. */
export function failureMessage(
  answer: Extract<IdentityAnswer, { ok: false }>,
  invalidCredentials = 'errors.invalidCredentials',
): { key: string; values: Record<string, number> } {
  switch (answer.error) {
    case 'CUSTOMER_INVALID_CREDENTIALS':
      return { key: invalidCredentials, values: {} };
    case 'CUSTOMER_NOT_ACTIVATED':
      return { key: 'errors.notActivated', values: {} };
    case 'CUSTOMER_RATE_LIMITED':
      return {
        key: 'errors.rateLimited',
        values: { minutes: Math.max(1, Math.ceil((answer.retryAfterSeconds ?? 60) / 60)) },
      };
    default:
      return { key: 'errors.general', values: {} };
  }
}

/** Logs in (email or customer number): the customer's first name, or the failure's message key and values. */
export async function postLogin(
  path: string,
  values: unknown,
  invalidCredentials?: string,
): Promise<{ ok: true; firstName: string } | { ok: false; key: string; values: Record<string, number> }> {
  const answer = await postIdentity(path, values);
  if (!answer.ok) return { ok: false, ...failureMessage(answer, invalidCredentials) };
  return {
    ok: true,
    firstName: String((answer.body.customer as { firstName?: string } | undefined)?.firstName ?? ''),
  };
}
