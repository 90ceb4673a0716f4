// POST /api/identity/register (docs/api.md, "Identity"): 202 for a new and a known address alike.
import { registrationSchema } from '@/commerce/customer/customer-input';
import { registerCustomer } from '@/commerce/customer/register-customer';
import { getDb } from '@/platform/db/database';
import { nudgeOutboxWorker } from '@/platform/jobs/outbox-worker';
import { noStore } from '@/api/http/responses';
import { failureResponse, parseRequest } from './identity-http';

export async function postRegister(request: Request): Promise<Response> {
  const parsed = await parseRequest(request, registrationSchema);
  if (!parsed.ok) return parsed.response;
  const result = await registerCustomer(await getDb(), parsed.scope.shop, parsed.requester, parsed.value);
  parsed.scope.log.info({ event: 'registration', outcome: result.ok ? 'ok' : result.code }, 'identity');
  if (!result.ok) return failureResponse(result);
  nudgeOutboxWorker();
  return Response.json({ status: 'mail-sent' }, { status: 202, headers: noStore });
}
