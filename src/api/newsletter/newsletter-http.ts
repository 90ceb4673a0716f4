// The edge of the newsletter endpoints: CSRF guard, body through the shared schema (field errors as message keys
// of `newsletter.validation`), and refusals with the status of their kind (decision 0021).
import type { z } from 'zod';
import { newsletterRefusals, type NewsletterFailure } from '@/commerce/newsletter/errors';
import type { NewsletterRequester } from '@/commerce/newsletter/subscribe-to-newsletter';
import { clientAddressKey } from '@/api/http/client-address';
import { refuseForgedRequest } from '@/api/http/csrf';
import { readJsonBody } from '@/api/http/read-json-body';
import { requestScope, type RequestScope } from '@/api/http/request-shop-context';
import { privateJson, refusalResponse } from '@/api/http/responses';

export type Parsed<T> =
  | { ok: true; value: T; scope: RequestScope; requester: NewsletterRequester }
  | { ok: false; response: Response };

export async function parseNewsletterRequest<S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<z.infer<S>>> {
  const forged = refuseForgedRequest(request);
  if (forged) return { ok: false, response: forged };
  const body = await readJsonBody(request, 8_192);
  const result = schema.safeParse(body.ok ? body.value : undefined);
  if (!result.success) {
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
    return { ok: false, response: privateJson({ error: 'NEWSLETTER_INVALID_INPUT', fields }, 400) };
  }
  return { ok: true, value: result.data, scope: requestScope(request), requester: { address: clientAddressKey(request) } };
}

export function newsletterFailure(failure: NewsletterFailure): Response {
  const headers: Record<string, string> =
    failure.code === 'NEWSLETTER_RATE_LIMITED' ? { 'retry-after': String(failure.retryAfterSeconds) } : {};
  return refusalResponse(newsletterRefusals, failure, headers);
}
