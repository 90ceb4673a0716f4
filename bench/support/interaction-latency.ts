// The latency of one interaction, as INP measures it (the Event Timing API's duration: input delay + processing +
// next paint), in Chromium with the CPU slowed 4× like Lighthouse's mobile profile. Lighthouse's navigation audit
// has no interactions, so no INP; this is the same figure for one tap, measured after the page has settled (the
// third-party scripts load after `load` and an idle moment). Median of `rounds` fresh page loads.
import { chromium } from '@playwright/test';

export interface InteractionRun {
  /** Median of the rounds, ms. */
  medianMs: number;
  roundsMs: number[];
}

export async function interactionLatency(
  url: string,
  { button, cookie, rounds = 5, chromePath = '/usr/bin/chromium' }: { button: string; cookie?: { name: string; value: string }; rounds?: number; chromePath?: string },
): Promise<InteractionRun> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const roundsMs: number[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      if (cookie) await context.addCookies([{ ...cookie, url }]);
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(3_000);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { __interactions: number[] }).__interactions = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
            if (entry.interactionId) seen.push(entry.duration);
        }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
      });
      await page.getByRole('button', { name: button }).first().tap();
      await page.waitForTimeout(1_500);
      const durations = await page.evaluate(() => (window as unknown as { __interactions: number[] }).__interactions);
      // Under 16 ms the API reports nothing: the tap was faster than one frame.
      roundsMs.push(durations.length > 0 ? Math.max(...durations) : 16);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...roundsMs].sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)]!, roundsMs };
}
