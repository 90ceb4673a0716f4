// Logging in from the browser (email or customer number, SPEC §2): one call through `callApi`, answered with the
// customer's first name or the shopper's words for the refusal — both login forms read the answer the same way.
import { callApi } from '@/features/shared/client-data/api-client';
import { failureMessage } from './identity-failure';

export type LoginOutcome = { ok: true; firstName: string } | { ok: false; key: string; values: Record<string, number> };

export async function postLogin(path: string, values: unknown, invalidCredentials?: string): Promise<LoginOutcome> {
  const answer = await callApi<{ customer?: { firstName?: string } }>('POST', path, values);
  if (!answer.ok) return { ok: false, ...failureMessage(answer, invalidCredentials) };
  // The data layer's login: the method, and the hashed email only with marketing consent (never the name).
  const email = typeof (values as { email?: unknown }).email === 'string' ? (values as { email: string }).email : undefined;
  void import('@/features/shared/analytics/data-layer').then(async ({ pushEvent, userData }) =>
    pushEvent('login', { method: email ? 'email' : 'customer_number', ...(await userData(email)) }),
  );
  return { ok: true, firstName: String(answer.body.customer?.firstName ?? '') };
}
