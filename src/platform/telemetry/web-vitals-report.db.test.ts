import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { webVitals, webVitalsDaily } from '@/platform/db/platform.schema';
import { pageTypeOf, rollUpAndPruneVitals, vitalsReport } from './web-vitals-report';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const now = new Date('2026-11-26T10:00:00Z');
const at = (daysAgo: number, hour = 9) => new Date(Date.UTC(2026, 10, 26 - daysAgo, hour));

async function beacon(name: string, value: number, receivedAt: Date, extra: Partial<typeof webVitals.$inferInsert> = {}) {
  const rating = value <= 2500 ? 'good' : value <= 4000 ? 'needs-improvement' : 'poor';
  await database.db.insert(webVitals).values({
    tenantId: 'de', locale: 'de-DE', metricId: `v-${Math.random()}`, name, value, delta: value, rating,
    pathname: '/p/kleid-123', pageType: 'product', deviceType: 'mobile', details: {}, receivedAt, ...extra,
  });
}

describe('page types', () => {
  it('come from the routing table', () => {
    const de = ['de-DE'] as const;
    expect(pageTypeOf('/', de)).toBe('home');
    expect(pageTypeOf('/c/damen/kleider', de)).toBe('listing');
    expect(pageTypeOf('/p/kleid-A1B2', de)).toBe('product');
    expect(pageTypeOf('/kasse/zahlung', de)).toBe('checkout');
    expect(pageTypeOf('/warenkorb', de)).toBe('basket');
    expect(pageTypeOf('/s', de)).toBe('search');
    expect(pageTypeOf('/fr/panier', ['de-CH', 'fr-CH'])).toBe('basket');
  });
});

describe('web-vitals report, roll-up and pruning (decision 0036)', () => {
  it('charts p75 per page type per day, shares and the slowest pages', async () => {
    for (const v of [1000, 2000, 3000, 5000]) await beacon('LCP', v, at(0));
    await beacon('LCP', 9000, at(0), { pathname: '/c/damen', pageType: 'listing', deviceType: 'desktop' });
    await beacon('CLS', 0.05, at(0));
    const report = await vitalsReport(database.db, now, { days: 7 });
    expect(report.days).toHaveLength(7);
    expect(report.days.at(-1)).toBe('2026-11-26');
    expect(report.series.LCP.product!.at(-1)).toBe(3500);
    expect(report.series.LCP.listing!.at(-1)).toBe(9000);
    expect(report.summary.LCP).toMatchObject({ samples: 5, good: 40, needsImprovement: 20, poor: 40 });
    expect(report.slowestPages[0]).toMatchObject({ pathname: '/c/damen', lcp: 9000 });
    const mobile = await vitalsReport(database.db, now, { days: 7, deviceType: 'mobile', tenant: 'de' });
    expect(mobile.series.LCP.listing).toBeUndefined();
    expect(mobile.byPageAndDevice.find((r) => r.name === 'LCP')).toMatchObject({ pageType: 'product', deviceType: 'mobile', samples: 4 });
  });

  it('rolls finished days up, keeps charting them, and prunes beacons and figures past their time', async () => {
    await beacon('LCP', 1200, at(1));
    await beacon('LCP', 2200, at(1));
    await beacon('LCP', 3000, at(20));
    await database.db.insert(webVitalsDaily).values({
      day: '2025-01-01', tenantId: 'de', pageType: 'home', deviceType: 'mobile', name: 'LCP', samples: 1, p75: 1, good: 1, needsImprovement: 0, poor: 0,
    });
    const outcome = await rollUpAndPruneVitals(database.db, now, { rawDays: 14, dailyDays: 400 });
    expect(outcome.prunedRaw).toBe(1);
    expect(outcome.prunedDaily).toBe(1);
    const rows = await database.db.select().from(webVitalsDaily);
    expect(rows).toEqual([
      expect.objectContaining({ day: '2026-11-25', pageType: 'product', deviceType: 'mobile', name: 'LCP', samples: 2, p75: 1950, good: 2 }),
    ]);
    // The day's single beacons gone, the chart still shows it from the roll-up.
    await database.db.execute(sql`delete from web_vitals where received_at < '2026-11-26'`);
    const report = await vitalsReport(database.db, now, { days: 3 });
    expect(report.series.LCP.product).toEqual([null, 1950, 3500]);
    // Twice is the same as once.
    await rollUpAndPruneVitals(database.db, now, { rawDays: 14, dailyDays: 400 });
    expect(await database.db.select().from(webVitalsDaily)).toHaveLength(1);
  });
});
