// What the vitals reporter loads once the page is idle: the web-vitals library and the beacon that sends each
// metric to POST /api/vitals (SPEC §7), with a POST fallback; failures are logged. Not part of any first load.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { vitalsPath } from '@/platform/routing/api-paths/beacons';

type Connection = { effectiveType?: string };

function deviceType(): 'mobile' | 'tablet' | 'desktop' {
  const width = window.innerWidth;
  return width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop';
}

function send(metric: Metric, pageType: string) {
  const entry = metric.entries?.[0] as { target?: unknown; interactionId?: number } | undefined;
  const body = JSON.stringify({
    id: metric.id,
    name: metric.name,
    value: metric.value,
    delta: metric.delta,
    rating: metric.rating,
    pathname: window.location.pathname,
    interactionType: entry?.interactionId ? 'interaction' : undefined,
    target: typeof entry?.target === 'string' ? entry.target : undefined,
    navigationType: metric.navigationType,
    userAgent: navigator.userAgent,
    pageType,
    connection: (navigator as Navigator & { connection?: Connection }).connection?.effectiveType,
    deviceType: deviceType(),
    loadState: document.readyState,
    environment: process.env.NODE_ENV,
  });
  const queued = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(vitalsPath, new Blob([body], { type: 'application/json' }));
  if (!queued) {
    fetch(vitalsPath, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true })
      .then((response) => {
        if (!response.ok) console.error(`web vitals: /api/vitals answered ${response.status} ${response.statusText}`);
      })
      .catch((error: unknown) => console.error('web vitals: sending failed', error));
  }
}

/** Starts measuring; each metric is sent as it is final (or changes, for CLS and INP). */
export function reportWebVitals(pageType: string): void {
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on((metric) => send(metric, pageType));
}
