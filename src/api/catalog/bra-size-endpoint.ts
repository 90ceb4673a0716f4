// POST /api/catalog/bra-size {bust, underBust}: the bra size finder's answer (decision 0047). The measurements are
// checked with the form's own schema; the size comes from the one table and is named in the shop's sizing systems.
// A POST, so the measurements never stand in a URL or an access log; nothing is stored.
import { braMeasurementsSchema } from '@/commerce/catalog/bra-measurements-input';
import { braSizeAnswer, braSizeFor } from '@/commerce/catalog/bra-size';
import { refuseForgedRequest } from '@/api/http/csrf';
import { limitByAddress } from '@/api/http/limit-request';
import { readJsonBody } from '@/api/http/read-json-body';
import { requestScope } from '@/api/http/request-shop-context';
import { privateJson } from '@/api/http/responses';
import type { LimitRule } from '@/platform/rate-limit/rate-limiter';

/** A shopper tries a few measurements; a script walking the table runs into this. */
export const braSizeLimit: LimitRule = { name: 'bra-size', points: 60, durationSeconds: 60 };

export async function postBraSize(request: Request): Promise<Response> {
  const forged = refuseForgedRequest(request);
  if (forged) return forged;
  const limited = await limitByAddress(request, braSizeLimit);
  if (limited) return limited;
  const { shop } = requestScope(request);
  const body = await readJsonBody(request, 1_024);
  if (!body.ok) return privateJson({ error: 'BRA_MEASUREMENTS_INVALID' }, 400);
  const parsed = braMeasurementsSchema.safeParse(body.value);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'bust');
      fields[field] ??= issue.message;
    }
    return privateJson({ error: 'BRA_MEASUREMENTS_INVALID', fields }, 400);
  }
  const size = braSizeFor(parsed.data.bust, parsed.data.underBust);
  if (!size) return privateJson({ error: 'BRA_SIZE_OUT_OF_TABLE' }, 422);
  return privateJson(braSizeAnswer(size, shop.locale));
}
