'use client';
// Sends each web-vitals metric to POST /api/vitals (SPEC §7) by beacon, with a POST fallback; failures are logged.
import { useReportWebVitals } from 'next/web-vitals';

type Connection = { effectiveType?: string };

function deviceType(): 'mobile' | 'tablet' | 'desktop' {
  const width = window.innerWidth;
  return width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop';
}

export function WebVitalsReporter({ pageType }: { pageType: string }) {
  useReportWebVitals((metric) => {
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
    const queued = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon('/api/vitals', new Blob([body], { type: 'application/json' }));
    if (!queued) {
      fetch('/api/vitals', { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true })
        .then((response) => {
          if (!response.ok) console.error(`web vitals: /api/vitals answered ${response.status} ${response.statusText}`);
        })
        .catch((error: unknown) => console.error('web vitals: sending failed', error));
    }
  });
  return null;
}
