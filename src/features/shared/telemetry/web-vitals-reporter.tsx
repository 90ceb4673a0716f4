'use client';
// Reports the page's web vitals (SPEC §7). This island only waits for the page to be idle; the measuring library and
// the sending code load then (send-web-vitals.ts), so they cost no first-load JavaScript.
import { useEffect } from 'react';

export function WebVitalsReporter({ pageType }: { pageType: string }) {
  useEffect(() => {
    let cancelled = false;
    const start = () =>
      import('./send-web-vitals')
        .then(({ reportWebVitals }) => {
          if (!cancelled) reportWebVitals(pageType);
        })
        .catch((error: unknown) => console.error('web vitals: could not load', error));
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1));
    idle(() => void start());
    return () => {
      cancelled = true;
    };
  }, [pageType]);
  return null;
}
