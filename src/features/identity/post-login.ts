// Logging in from the browser (email or customer number, SPEC §2): one call through `callApi`, answered with the
// customer's first name or the shopper's words for the refusal — both login forms read the answer the same way.
import { callApi } from '@/features/shared/client-data/api-client';
import { failureMessage } from './identity-failure';

export type LoginOutcome = { ok: true; firstName: string } | { ok: false; key: string; values: Record<string, number> };

export async function postLogin(path: string, values: unknown, invalidCredentials?: string): Promise<LoginOutcome> {
  const answer = await callApi<{ customer?: { firstName?: string } }>('POST', path, values);
  if (!answer.ok) return { ok: false, ...failureMessage(answer, invalidCredentials) };
  return { ok: true, firstName: String(answer.body.customer?.firstName ?? '') };
}
