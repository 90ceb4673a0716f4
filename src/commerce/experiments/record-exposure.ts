// Records that a visitor saw a variant. The variant must be the one the visitor's id is assigned to, so a beacon
// cannot put a visitor into the other group; the id itself is kept only as a shortened hash.
import { createHash } from 'node:crypto';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { ExperimentError } from './errors';
import { assignVariant, type ExperimentName } from './experiments';
import { experimentExposures } from './experiments.schema';

export interface Exposure {
  experiment: ExperimentName;
  variant: string;
  /** The browser's random experiment id (localStorage), not personal data but not kept either. */
  visitorId: string;
  page: string;
}

export function visitorHash(visitorId: string): string {
  return createHash('sha256').update(visitorId).digest('hex').slice(0, 32);
}

export async function recordExposure(
  db: Db,
  shop: ShopContext,
  exposure: Exposure,
): Promise<{ visitorHash: string }> {
  if (assignVariant(exposure.experiment, exposure.visitorId) !== exposure.variant) {
    throw new ExperimentError('EXPERIMENT_VARIANT_MISMATCH');
  }
  const hash = visitorHash(exposure.visitorId);
  await db.insert(experimentExposures).values({
    tenantId: shop.tenant.key,
    experiment: exposure.experiment,
    variant: exposure.variant,
    visitorHash: hash,
    page: exposure.page,
    at: shop.now(),
  });
  return { visitorHash: hash };
}
