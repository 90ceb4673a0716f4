// The operators' web-vitals dashboard (decision 0036): p75 of LCP, INP, CLS, FCP and TTFB per day and page type as
// charts, the share of good / needs improvement / poor, p75 per page type and device type, and the slowest pages;
// chosen by shop, device type, page type and period (a plain GET form).
import { getTranslations } from 'next-intl/server';
import { tenantKeys } from '@/commerce/tenant/tenants';
import { deviceTypes, pageTypes, vitalNames, type VitalsFilter, type VitalsReport } from '@/platform/telemetry/web-vitals-report';
import { OperatorLogout } from './operator-login-form';
import { formatVital as format } from './format-vital';
import { VitalsCharts } from './vitals-charts';

export const periods = [7, 14, 30, 90] as const;

/** The filter from the query: unknown values count as "all". */
export function parseVitalsFilter(query: Record<string, string | string[] | undefined>): VitalsFilter {
  const one = (key: string) => (typeof query[key] === 'string' ? (query[key] as string) : undefined);
  const pick = <T extends string>(value: string | undefined, allowed: readonly T[]) =>
    allowed.includes(value as T) ? (value as T) : undefined;
  const days = Number(one('days'));
  return {
    tenant: pick(one('tenant'), tenantKeys),
    deviceType: pick(one('device'), deviceTypes),
    pageType: pick(one('pageType'), pageTypes),
    days: (periods as readonly number[]).includes(days) ? days : 14,
  };
}

const selectClass = 'min-h-6 rounded border border-line bg-page px-1';

export async function VitalsDashboard({ report, filter, locale }: { report: VitalsReport; filter: VitalsFilter; locale: string }) {
  const t = await getTranslations({ locale, namespace: 'ops' });
  const charts = vitalNames.map((metric) => ({ metric, days: report.days, lines: report.series[metric] }));
  const hasData = vitalNames.some((n) => report.summary[n].samples > 0) || charts.some((c) => Object.keys(c.lines).length > 0);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <OperatorLogout label={t('logout')} />
      </div>
      <form method="get" className="flex flex-wrap items-end gap-2" aria-label={t('filters')}>
        <label className="flex flex-col gap-0.5">
          {t('tenant')}
          <select name="tenant" defaultValue={filter.tenant ?? ''} className={selectClass}>
            <option value="">{t('allTenants')}</option>
            {tenantKeys.map((key) => (
              <option key={key} value={key}>{key}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-0.5">
          {t('device')}
          <select name="device" defaultValue={filter.deviceType ?? ''} className={selectClass}>
            <option value="">{t('allDevices')}</option>
            {deviceTypes.map((d) => (
              <option key={d} value={d}>{d}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-0.5">
          {t('pageType')}
          <select name="pageType" defaultValue={filter.pageType ?? ''} className={selectClass}>
            <option value="">{t('allPageTypes')}</option>
            {pageTypes.map((p) => (
              <option key={p} value={p}>{p}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-0.5">
          {t('period')}
          <select name="days" defaultValue={String(filter.days)} className={selectClass}>
            {periods.map((d) => (
              <option key={d} value={d}>{t('days', { days: d })}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="min-h-6 rounded bg-brand px-2 font-semibold text-on-brand">{t('apply')}</button>
      </form>
      <p className="text-sm text-muted">{t('unit')}</p>
      {!hasData && <p role="status">{t('noData')}</p>}

      <section aria-labelledby="ops-charts" className="flex flex-col gap-2">
        <h2 id="ops-charts" className="text-xl font-bold">{t('chartsHeading')}</h2>
        <VitalsCharts
          charts={charts}
          labels={Object.fromEntries(vitalNames.map((n) => [n, t('chartLabel', { metric: n })]))}
          showData={t('showData')}
          dayLabel={t('day')}
        />
      </section>

      <section aria-labelledby="ops-share" className="flex flex-col gap-1 overflow-x-auto">
        <h2 id="ops-share" className="text-xl font-bold">{t('shareHeading')}</h2>
        <table className="text-sm" data-table="share">
          <thead>
            <tr>
              {[t('metric'), t('samples'), t('p75'), t('good'), t('needsImprovement'), t('poor')].map((h, i) => (
                <th key={h} scope="col" className={`px-1 ${i === 0 ? 'text-left' : 'text-right'}`}>{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {vitalNames.map((n) => {
              const s = report.summary[n];
              return (
                <tr key={n} data-metric={n}>
                  <th scope="row" className="px-1 text-left">{n}</th>
                  <td className="px-1 text-right tabular-nums">{s.samples}</td>
                  <td className="px-1 text-right tabular-nums">{format(s.p75)}</td>
                  <td className="px-1 text-right tabular-nums">{s.good} %</td>
                  <td className="px-1 text-right tabular-nums">{s.needsImprovement} %</td>
                  <td className="px-1 text-right tabular-nums">{s.poor} %</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="ops-page-device" className="flex flex-col gap-1 overflow-x-auto">
        <h2 id="ops-page-device" className="text-xl font-bold">{t('byPageDeviceHeading')}</h2>
        <table className="text-sm">
          <thead>
            <tr>
              <th scope="col" className="px-1 text-left">{t('pageType')}</th>
              <th scope="col" className="px-1 text-left">{t('device')}</th>
              {vitalNames.map((n) => (
                <th key={n} scope="col" className="px-1 text-right">{n}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...new Set(report.byPageAndDevice.map((r) => `${r.pageType}|${r.deviceType}`))].map((key) => {
              const [pageType, deviceType] = key.split('|');
              return (
                <tr key={key}>
                  <th scope="row" className="px-1 text-left font-normal">{pageType}</th>
                  <td className="px-1">{deviceType}</td>
                  {vitalNames.map((n) => {
                    const row = report.byPageAndDevice.find((r) => r.pageType === pageType && r.deviceType === deviceType && r.name === n);
                    return <td key={n} className="px-1 text-right tabular-nums">{format(row?.p75 ?? null)}</td>;
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="ops-slowest" className="flex flex-col gap-1 overflow-x-auto">
        <h2 id="ops-slowest" className="text-xl font-bold">{t('slowestHeading')}</h2>
        <table className="text-sm" data-table="slowest">
          <thead>
            <tr>
              {[t('page'), t('tenant'), t('samples'), 'LCP', 'INP', 'CLS'].map((h, i) => (
                <th key={h} scope="col" className={`px-1 ${i < 2 ? 'text-left' : 'text-right'}`}>{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.slowestPages.map((p) => (
              <tr key={`${p.tenant}${p.pathname}`}>
                <th scope="row" className="px-1 text-left font-normal">{p.pathname}</th>
                <td className="px-1">{p.tenant}</td>
                <td className="px-1 text-right tabular-nums">{p.samples}</td>
                <td className="px-1 text-right tabular-nums">{format(p.lcp)}</td>
                <td className="px-1 text-right tabular-nums">{format(p.inp)}</td>
                <td className="px-1 text-right tabular-nums">{format(p.cls)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
