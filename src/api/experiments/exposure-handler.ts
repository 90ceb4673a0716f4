// POST /api/experiments/exposure — a client-side A/B test was shown: logged (pino) and stored. 204; 400 for a bad
// or forged beacon; rate-limited per address like the other beacons.
import { z } from 'zod';
import { ExperimentError } from '@/commerce/experiments/errors';
import { experiments, isExperimentName } from '@/commerce/experiments/experiments';
import { recordExposure } from '@/commerce/experiments/record-exposure';
import { beaconLimit, limitByAddress } from '@/api/http/limit-request';
import { readJsonBody } from '@/api/http/read-json-body';
import { requestScope } from '@/api/http/request-shop-context';
import { getDb } from '@/platform/db/database';
import { errorFields } from '@/platform/logging/logger';

export const exposureSchema = z
  .object({
    experiment: z.string().refine(isExperimentName),
    variant: z.string().max(40),
    visitorId: z.uuid(),
    page: z
      .string()
      .max(300)
      .startsWith('/')
      .regex(/^[^?#\s]*$/),
  })
  .refine(
    ({ experiment, variant }) =>
      isExperimentName(experiment) &&
      (experiments[experiment].variants as readonly string[]).includes(variant),
  );

export async function postExposure(request: Request): Promise<Response> {
  const limited = await limitByAddress(request, beaconLimit);
  if (limited) return limited;
  const { shop, log } = requestScope(request);
  const body = await readJsonBody(request, 1_024);
  const parsed = exposureSchema.safeParse(body.ok ? body.value : undefined);
  if (!parsed.success) return Response.json({ error: 'invalid payload' }, { status: 400 });
  const exposure = { ...parsed.data, experiment: parsed.data.experiment as keyof typeof experiments };
  try {
    const { visitorHash } = await recordExposure(await getDb(), shop, exposure);
    log.info(
      { experiment: exposure.experiment, variant: exposure.variant, visitorHash, page: exposure.page },
      'experiment exposure',
    );
  } catch (error) {
    if (error instanceof ExperimentError) return Response.json({ error: error.code }, { status: 400 });
    log.error(
      { ...errorFields(error), experiment: exposure.experiment },
      'experiment exposure: could not store',
    );
    return Response.json({ error: 'not stored' }, { status: 503 });
  }
  return new Response(null, { status: 204 });
}
