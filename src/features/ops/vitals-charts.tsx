'use client';
// The dashboard's charts: p75 per day and page type, one chart per metric, drawn with uPlot once the page is
// interactive (the library loads only on this route, decision 0036). Each chart carries its data (data-chart) and a
// table of the same values for screen readers and for reading.
import { useEffect, useRef } from 'react';
import { formatVital as format } from './format-vital';

export interface ChartData {
  metric: string;
  days: string[];
  /** page type → p75 per day (null: no samples). */
  lines: Record<string, (number | null)[]>;
}

/** Distinguishable on light and dark pages; a page type keeps its colour in every chart. */
const palette: Record<string, string> = {
  home: '#0b6e4f', listing: '#1f5fbf', search: '#8a3ffc', product: '#c2410c', basket: '#b91c1c',
  wishlist: '#be185d', checkout: '#0e7490', account: '#4d7c0f', content: '#6b7280', other: '#111827',
};

function Chart({ data, label, showData, dayLabel }: { data: ChartData; label: string; showData: string; dayLabel: string }) {
  const target = useRef<HTMLDivElement>(null);
  const payload = JSON.stringify(data);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    const { days, lines } = JSON.parse(payload) as ChartData;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      const element = target.current;
      if (cancelled || !element) return;
      const types = Object.keys(lines);
      const xs = days.map((d) => Date.parse(`${d}T12:00:00Z`) / 1000);
      chart = new UPlot(
        {
          width: Math.max(280, Math.min(element.clientWidth || 560, 720)),
          height: 220,
          series: [{}, ...types.map((type) => ({ label: type, stroke: palette[type] ?? '#111827', width: 2, spanGaps: true }))],
          axes: [{}, { size: 60 }],
        },
        [xs, ...types.map((type) => lines[type]!)] as never,
        element,
      );
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [payload]);

  const types = Object.keys(data.lines);
  return (
    <figure className="flex flex-col gap-1 rounded border border-line bg-surface p-2" data-metric={data.metric} data-chart={payload}>
      <figcaption className="font-semibold">{label}</figcaption>
      <div ref={target} aria-hidden="true" className="min-h-[220px] overflow-x-auto" />
      <details>
        <summary className="cursor-pointer text-link underline">{showData}</summary>
        <div className="overflow-x-auto">
          <table className="text-sm">
            <thead>
              <tr>
                <th scope="col" className="px-1 text-left">{dayLabel}</th>
                {types.map((type) => (
                  <th key={type} scope="col" className="px-1 text-right">{type}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.days.map((day, i) => (
                <tr key={day}>
                  <th scope="row" className="px-1 text-left font-normal">{day}</th>
                  {types.map((type) => (
                    <td key={type} className="px-1 text-right tabular-nums">{format(data.lines[type]![i] ?? null)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}


export function VitalsCharts({ charts, labels, showData, dayLabel }: {
  charts: ChartData[];
  labels: Record<string, string>;
  showData: string;
  dayLabel: string;
}) {
  return (
    <div className="grid gap-2 lg:grid-cols-2">
      {charts.map((data) => (
        <Chart key={data.metric} data={data} label={labels[data.metric] ?? data.metric} showData={showData} dayLabel={dayLabel} />
      ))}
    </div>
  );
}
