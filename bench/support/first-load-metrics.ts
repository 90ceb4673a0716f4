// First-load JavaScript of page types as metrics with their budgets (ARCHITECTURE.md, decision 0005): the home
// benchmark measures the content pages, the catalog benchmark the product and category pages.
import type { AppServer } from './app-server';
import { firstLoadJs, frameworkChunks, splitByFramework } from './first-load-js';
import { fetchOk } from './measure';
import { budget, metric, type Metric } from './types';

/** ARCHITECTURE.md: first-load JavaScript per page type ≤ 130 KB gzip (kB of 1000 bytes, as `next build` counts). */
const FIRST_LOAD_JS_BUDGET_KB = 130;
/** Decision 0005: what a page loads on top of the framework's chunks. */
const APP_JS_BUDGET_KB = 25;

export interface FirstLoadPage {
  label: string;
  tenant: string;
  path: string;
}

export async function firstLoadMetrics(
  app: AppServer,
  pages: readonly FirstLoadPage[],
): Promise<{ metrics: Metric[]; details: Record<string, unknown> }> {
  const details: Record<string, unknown> = {};
  const metrics: Metric[] = [];
  for (const page of pages) {
    const pageHost = app.hostFor(page.tenant);
    const html = (await fetchOk(app.origin, page.path, pageHost)).body.toString('utf8');
    const js = await firstLoadJs(app.origin, pageHost, html);
    const share = splitByFramework(js, frameworkChunks(process.cwd()));
    details[page.label] = { ...js, frameworkGzip: share.framework, appGzip: share.app };
    metrics.push(
      metric(`framework JS ${page.label} (React, Next.js)`, 'kB gzip', share.framework / 1000),
      metric(`app JS ${page.label} (on top of the framework)`, 'kB gzip', share.app / 1000, undefined, ({ value }) =>
        budget(
          `app JavaScript per page type ≤ ${APP_JS_BUDGET_KB} KB gzip on top of the framework (decision 0005)`,
          'value',
          '<=',
          APP_JS_BUDGET_KB,
          value,
        ),
      ),
      metric(`first-load JS ${page.label} (${js.files.length} files)`, 'kB gzip', js.gzip / 1000, undefined, ({ value }) =>
        budget(
          `first-load JavaScript per page type ≤ ${FIRST_LOAD_JS_BUDGET_KB} KB gzip (ARCHITECTURE.md)`,
          'value',
          '<=',
          FIRST_LOAD_JS_BUDGET_KB,
          value,
        ),
      ),
      metric(`inline scripts ${page.label} (not in budget)`, 'kB gzip', js.inlineGzip / 1000),
    );
  }
  return { metrics, details };
}
