import { requestScope } from '@/api/http/request-shop-context';
import { readJsonBody } from '@/api/http/read-json-body';
import { beaconLimit, limitByAddress } from '@/api/http/limit-request';
import { getDb } from '@/platform/db/database';
import { errorFields } from '@/platform/logging/logger';
import { recordWebVital, webVitalSchema } from '@/platform/telemetry/web-vitals';
import { pageTypeOf } from '@/platform/telemetry/web-vitals-report';

// POST /api/vitals (SPEC §7): a web-vitals beacon. Answers 204; a bad payload gets 400 (over 8 KB: 413) and a log line.
export async function POST(request: Request) {
  const limited = await limitByAddress(request, beaconLimit);
  if (limited) return limited;
  const { shop, log } = requestScope(request);
  const body = await readJsonBody(request, 8_192);
  if (!body.ok && body.reason === 'too-large') {
    log.info({ reason: body.reason }, 'vitals: rejected payload');
    return Response.json({ error: 'payload too large' }, { status: 413 });
  }
  const parsed = webVitalSchema.safeParse(body.ok ? body.value : undefined);
  if (!parsed.success) {
    log.info({ reason: body.ok ? parsed.error.issues.slice(0, 3) : body.reason }, 'vitals: rejected payload');
    return Response.json({ error: 'invalid payload' }, { status: 400 });
  }
  try {
    // The page type from the routing table: the beacon's own says only "shop".
    const pageType = pageTypeOf(parsed.data.pathname, shop.tenant.locales);
    await recordWebVital(await getDb(), shop.tenant.key, shop.locale, { ...parsed.data, pageType });
  } catch (error) {
    log.error({ ...errorFields(error), metric: parsed.data.name }, 'vitals: could not store');
    return Response.json({ error: 'not stored' }, { status: 503 });
  }
  return new Response(null, { status: 204 });
}
