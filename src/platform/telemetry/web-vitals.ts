// Web-vitals beacons (SPEC §7): validated, stored per tenant. Unknown fields are dropped, sizes capped.
import { z } from 'zod';
import type { Db } from '@/platform/db/client';
import { webVitals } from '@/platform/db/platform.schema';

const text = (max: number) => z.string().trim().max(max);

export const webVitalSchema = z.object({
  id: text(100).min(1),
  name: z.enum(['CLS', 'FCP', 'FID', 'INP', 'LCP', 'TTFB']),
  value: z.number().finite().min(0).max(1e7),
  delta: z.number().finite().min(-1e7).max(1e7),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  pathname: text(500).startsWith('/'),
  interactionType: text(40).optional(),
  target: text(300).optional(),
  navigationType: text(40).optional(),
  userAgent: text(400).optional(),
  pageType: text(40).optional(),
  connection: text(20).optional(),
  deviceType: z.enum(['mobile', 'tablet', 'desktop']).optional(),
  loadState: text(40).optional(),
  environment: text(20).optional(),
});

export type WebVital = z.infer<typeof webVitalSchema>;

export async function recordWebVital(db: Db, tenantId: string, locale: string, vital: WebVital): Promise<void> {
  const { id, name, value, delta, rating, pathname, pageType, navigationType, deviceType, ...details } = vital;
  await db.insert(webVitals).values({
    tenantId,
    locale,
    metricId: id,
    name,
    value,
    delta,
    rating,
    pathname,
    pageType: pageType ?? null,
    navigationType: navigationType ?? null,
    deviceType: deviceType ?? null,
    details,
  });
}
