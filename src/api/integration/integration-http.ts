// The frame of every integration endpoint: authenticate by key, rate-limit per tenant, parse JSON with zod, map the
// use case's failure codes to HTTP. Errors are `{ error: CODE, issues? }`.
import type { z } from 'zod';
import { orderRefusals } from '@/commerce/order/errors';
import { paymentRefusals } from '@/commerce/payment/errors';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { statusOf } from '@/api/http/responses';
import { readJsonBody } from '@/api/http/read-json-body';
import { consume, type LimitRule } from '@/platform/rate-limit/rate-limiter';
import { loggerFor } from '@/platform/logging/logger';
import { integrationShop } from './integration-auth';

const headers = { 'cache-control': 'no-store' } as const;
export const json = (body: unknown, status = 200) => Response.json(body, { status, headers });

/** An ERP syncs in bursts; this only stops a runaway loop. */
const integrationLimit: LimitRule = { name: 'integration-api', points: 1_200, durationSeconds: 60 };

/** The ERP changes orders and stock and asks for payment links: the codes of those two contexts, with their kinds. */
const integrationRefusals = { ...orderRefusals, ...paymentRefusals } as const;
type IntegrationCode = keyof typeof integrationRefusals;

export const failure = (result: { ok: false; code: IntegrationCode }) => {
  const { ok: _ok, code, ...details } = result;
  return json({ error: code, ...details }, statusOf(integrationRefusals, code));
};

export async function integrationRequest<S extends z.ZodType>(
  request: Request,
  schema: S | null,
  handle: (shop: ShopContext, body: z.infer<S>) => Promise<Response>,
): Promise<Response> {
  const shop = integrationShop(request);
  if (!shop) return json({ error: 'INTEGRATION_UNAUTHORIZED' }, 401);
  const limited = await consume(integrationLimit, shop.tenant.key);
  if (!limited.allowed) return json({ error: 'TOO_MANY_REQUESTS' }, 429);
  let body: unknown = undefined;
  if (schema) {
    const read = await readJsonBody(request, 256_000);
    if (!read.ok) return json({ error: 'INTEGRATION_INVALID_JSON' }, 400);
    const parsed = schema.safeParse(read.value);
    if (!parsed.success)
      return json(
        {
          error: 'INTEGRATION_INVALID_INPUT',
          issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        },
        400,
      );
    body = parsed.data;
  }
  const response = await handle(shop, body as z.infer<S>);
  loggerFor({ tenant: shop.tenant.key, component: 'integration' }).info(
    { method: request.method, path: new URL(request.url).pathname, status: response.status },
    'integration call',
  );
  return response;
}
