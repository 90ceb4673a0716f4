// The edge of the identity endpoints: CSRF guard, body validation with the shared schemas, and the mapping of
// customer error codes to HTTP status.
import type { z } from 'zod';
import type { Requester } from '@/commerce/customer/actor';
import type { ValidationKey } from '@/commerce/customer/customer-input';
import { customerRefusals, type CustomerFailure } from '@/commerce/customer/errors';
import { clientAddressKey } from '@/api/http/client-address';
import { refuseForgedRequest } from '@/api/http/csrf';
import { readJsonBody } from '@/api/http/read-json-body';
import { requestScope, type RequestScope } from '@/api/http/request-shop-context';
import { noStore, refusalResponse } from '@/api/http/responses';
import { readCredentials } from './session-cookies';

export function requesterOf(request: Request): Requester {
  return { address: clientAddressKey(request), credentials: readCredentials(request) };
}

export type Parsed<T> =
  { ok: true; value: T; scope: RequestScope; requester: Requester } | { ok: false; response: Response };

/** CSRF check, then the JSON body through the shared schema. Field errors come back as message keys. */
export async function parseRequest<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<Parsed<z.infer<S>>> {
  const forged = refuseForgedRequest(request);
  if (forged) return { ok: false, response: forged };
  const body = await readJsonBody(request, 16_384);
  const result = schema.safeParse(body.ok ? body.value : undefined);
  if (!result.success) {
    const fields: Record<string, ValidationKey> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '_');
      fields[field] ??= issue.message as ValidationKey;
    }
    return {
      ok: false,
      response: Response.json({ error: 'CUSTOMER_INVALID_INPUT', fields }, { status: 400, headers: noStore }),
    };
  }
  return { ok: true, value: result.data, scope: requestScope(request), requester: requesterOf(request) };
}

export function failureResponse(failure: CustomerFailure): Response {
  const headers: Record<string, string> = {};
  if (failure.code === 'CUSTOMER_RATE_LIMITED') headers['retry-after'] = String(failure.retryAfterSeconds);
  return refusalResponse(customerRefusals, failure, headers);
}
