// What the operators' dashboard shows of the web vitals (decision 0036), and the schedule that keeps the table small:
// single beacons are rolled up into daily figures per shop, page type, device type and metric, then pruned.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/platform/db/client';
import type { Locale } from '@/platform/i18n/locales';
import { detectLocale, matchRoute } from '@/platform/routing/router';

export const vitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof vitalNames)[number];
export const pageTypes = ['home', 'listing', 'search', 'product', 'basket', 'wishlist', 'checkout', 'account', 'content', 'other'] as const;
export type PageType = (typeof pageTypes)[number];
export const deviceTypes = ['mobile', 'tablet', 'desktop'] as const;

/** The page type of a shop path, from the routing table (the beacon's own page type is not trusted). */
export function pageTypeOf(pathname: string, locales: readonly [Locale, ...Locale[]]): PageType {
  const detection = detectLocale(pathname, null, locales);
  if (detection.kind !== 'locale' && detection.kind !== 'bad-query') return 'other';
  const key = matchRoute(detection.path, detection.locale)?.key;
  if (!key) return 'other';
  if (key === '/') return 'home';
  if (key.startsWith('/category')) return 'listing';
  if (key === '/search') return 'search';
  if (key === '/product/[slug]') return 'product';
  if (key === '/basket') return 'basket';
  if (key === '/wishlist') return 'wishlist';
  if (key.startsWith('/checkout')) return 'checkout';
  if (key.startsWith('/account')) return 'account';
  if (key.startsWith('/content') || key.startsWith('/legal') || key.startsWith('/service')) return 'content';
  return 'other';
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/**
 * Rolls up the finished days (UTC) still among the single beacons: the last two anew (late beacons), older ones only
 * if missing. Then drops beacons older than `rawDays` and daily figures older than `dailyDays`.
 */
export async function rollUpAndPruneVitals(
  db: Db,
  now: Date,
  { rawDays, dailyDays }: { rawDays: number; dailyDays: number },
): Promise<{ days: number; prunedRaw: number; prunedDaily: number }> {
  const today = day(now);
  const recent = day(daysBefore(now, 2));
  const rollUp = (from: string, conflict: 'update' | 'nothing') => sql`
    insert into web_vitals_daily (day, tenant_id, page_type, device_type, name, samples, p75, good, needs_improvement, poor)
    select (received_at at time zone 'UTC')::date, tenant_id, coalesce(page_type, 'other'), coalesce(device_type, 'desktop'), name,
      count(*)::int, percentile_cont(0.75) within group (order by value),
      count(*) filter (where rating = 'good')::int, count(*) filter (where rating = 'needs-improvement')::int,
      count(*) filter (where rating = 'poor')::int
    from web_vitals
    where received_at >= ${from}::date and received_at < ${today}::date
    group by 1, 2, 3, 4, 5
    ${conflict === 'update'
      ? sql`on conflict (day, tenant_id, page_type, device_type, name) do update set samples = excluded.samples,
          p75 = excluded.p75, good = excluded.good, needs_improvement = excluded.needs_improvement, poor = excluded.poor`
      : sql`on conflict do nothing`}
    returning day`;
  const older = await queryRows<{ day: string }>(db, rollUp(day(daysBefore(now, rawDays + 1)), 'nothing'));
  const renewed = await queryRows<{ day: string }>(db, rollUp(recent, 'update'));
  const prunedRaw = await queryRows<{ id: string }>(
    db,
    sql`delete from web_vitals where received_at < ${daysBefore(now, rawDays).toISOString()}::timestamptz returning id`,
  );
  const prunedDaily = await queryRows<{ day: string }>(
    db,
    sql`delete from web_vitals_daily where day < ${day(daysBefore(now, dailyDays))}::date returning day`,
  );
  return {
    days: new Set([...older, ...renewed].map((r) => String(r.day))).size,
    prunedRaw: prunedRaw.length,
    prunedDaily: prunedDaily.length,
  };
}

export interface VitalsFilter {
  tenant?: string;
  deviceType?: string;
  pageType?: string;
  /** Days back from today (UTC), today included. */
  days: number;
}

export interface VitalsReport {
  days: string[];
  /** Per metric: page type → p75 per day (null where no sample). */
  series: Record<VitalName, Record<string, (number | null)[]>>;
  /** Per metric over the period (single beacons): p75 and the share of good / needs improvement / poor. */
  summary: Record<VitalName, { samples: number; p75: number | null; good: number; needsImprovement: number; poor: number }>;
  /** p75 per page type and device type over the period, per metric. */
  byPageAndDevice: Array<{ pageType: string; deviceType: string; name: VitalName; samples: number; p75: number }>;
  /** The pages with the highest p75 LCP over the period. */
  slowestPages: Array<{ pathname: string; tenant: string; samples: number; lcp: number; inp: number | null; cls: number | null }>;
}

function where(filter: VitalsFilter, pageTypeColumn: ReturnType<typeof sql>) {
  const parts = [sql`true`];
  if (filter.tenant) parts.push(sql`tenant_id = ${filter.tenant}`);
  if (filter.deviceType) parts.push(sql`coalesce(device_type, 'desktop') = ${filter.deviceType}`);
  if (filter.pageType) parts.push(sql`${pageTypeColumn} = ${filter.pageType}`);
  return sql.join(parts, sql` and `);
}

export async function vitalsReport(db: Db, now: Date, filter: VitalsFilter): Promise<VitalsReport> {
  const today = day(now);
  const from = day(daysBefore(now, filter.days - 1));
  const days = Array.from({ length: filter.days }, (_, i) => day(daysBefore(now, filter.days - 1 - i)));
  const rawPageType = sql`coalesce(page_type, 'other')`;
  const rawWhere = sql`received_at >= ${from}::date and ${where(filter, rawPageType)}`;

  // Finished days from the roll-up (a day's p75 over its page types' samples is not exact: the daily figure per page
  // type is what is charted); today from the single beacons.
  const daily = await queryRows<{ day: string; page_type: string; name: VitalName; p75: number }>(
    db,
    sql`select day::text as day, page_type, name,
          (sum(p75 * samples) / sum(samples))::float8 as p75
        from web_vitals_daily
        where day >= ${from}::date and day < ${today}::date and ${where(filter, sql`page_type`)}
        group by 1, 2, 3`,
  );
  const live = await queryRows<{ day: string; page_type: string; name: VitalName; p75: number }>(
    db,
    sql`select ${today} as day, ${rawPageType} as page_type, name,
          percentile_cont(0.75) within group (order by value)::float8 as p75
        from web_vitals where received_at >= ${today}::date and ${where(filter, rawPageType)}
        group by 2, 3`,
  );
  const series = Object.fromEntries(vitalNames.map((n) => [n, {}])) as VitalsReport['series'];
  for (const row of [...daily, ...live]) {
    const metric = series[row.name];
    if (!metric) continue;
    const line = (metric[row.page_type] ??= days.map(() => null));
    const index = days.indexOf(row.day);
    if (index >= 0) line[index] = Number(row.p75);
  }

  const totals = await queryRows<{ name: VitalName; samples: number; p75: number | null; good: number; ni: number; poor: number }>(
    db,
    sql`select name, count(*)::int as samples, percentile_cont(0.75) within group (order by value)::float8 as p75,
          count(*) filter (where rating = 'good')::int as good,
          count(*) filter (where rating = 'needs-improvement')::int as ni,
          count(*) filter (where rating = 'poor')::int as poor
        from web_vitals where ${rawWhere} group by name`,
  );
  const summary = Object.fromEntries(
    vitalNames.map((n) => [n, { samples: 0, p75: null, good: 0, needsImprovement: 0, poor: 0 }]),
  ) as VitalsReport['summary'];
  for (const row of totals) {
    if (!(row.name in summary)) continue;
    const share = (count: number) => (row.samples ? Math.round((count / row.samples) * 1000) / 10 : 0);
    summary[row.name] = { samples: row.samples, p75: row.p75, good: share(row.good), needsImprovement: share(row.ni), poor: share(row.poor) };
  }

  const byPageAndDevice = (
    await queryRows<{ page_type: string; device_type: string; name: VitalName; samples: number; p75: number }>(
      db,
      sql`select ${rawPageType} as page_type, coalesce(device_type, 'desktop') as device_type, name, count(*)::int as samples,
            percentile_cont(0.75) within group (order by value)::float8 as p75
          from web_vitals where ${rawWhere} and name in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')
          group by 1, 2, 3 order by 1, 2, 3`,
    )
  ).map((r) => ({ pageType: r.page_type, deviceType: r.device_type, name: r.name, samples: r.samples, p75: Number(r.p75) }));

  const slowestPages = (
    await queryRows<{ pathname: string; tenant_id: string; samples: number; lcp: number; inp: number | null; cls: number | null }>(
      db,
      sql`select pathname, tenant_id, count(*) filter (where name = 'LCP')::int as samples,
            percentile_cont(0.75) within group (order by value) filter (where name = 'LCP')::float8 as lcp,
            percentile_cont(0.75) within group (order by value) filter (where name = 'INP')::float8 as inp,
            percentile_cont(0.75) within group (order by value) filter (where name = 'CLS')::float8 as cls
          from web_vitals where ${rawWhere}
          group by 1, 2 having count(*) filter (where name = 'LCP') > 0
          order by lcp desc limit 10`,
    )
  ).map((r) => ({ pathname: r.pathname, tenant: r.tenant_id, samples: r.samples, lcp: Number(r.lcp), inp: r.inp, cls: r.cls }));

  return { days, series, summary, byPageAndDevice, slowestPages };
}
