// The home page: throughput and latency against two baselines measured in the same run — the app's own static
// route (same Next server, no rendering) and a plain node:http server sending the home page's exact bytes — and the
// first-load JavaScript of the page.
import { firstLoadJs, frameworkChunks, gzipSize, splitByFramework } from './support/first-load-js';
import { header } from './support/http';
import type { LoadFigures, LoadTarget } from './support/load';
import {
  CONNECTIONS,
  fetchCached,
  fetchOk,
  loadMetrics,
  measureTargets,
  ROUND_SECONDS,
  ROUNDS,
  WARMUP_SECONDS,
} from './support/measure';
import { startPlainServer } from './support/plain-server';
import { budget, metric, type BenchContext, type BenchOutcome, type Metric } from './support/types';

/**
 * The app's own static route: `src/app/icon.svg`, which `next build` prerenders and lists as static (○). It is
 * served by the same Next server and request handler as the home page, from the build output, without rendering.
 */
const STATIC_PATH = '/icon.svg';
/** ARCHITECTURE.md: cached product or category page throughput ≥ 0.8 × the app's own static route. */
const THROUGHPUT_RATIO_BUDGET = 0.8;
/** ARCHITECTURE.md: first-load JavaScript per page type ≤ 130 KB gzip (kB of 1000 bytes, as `next build` counts). */
const FIRST_LOAD_JS_BUDGET_KB = 130;
/** Decision 0005: what a page loads on top of the framework's chunks. */
const APP_JS_BUDGET_KB = 25;
const FIRST_LOAD_PAGES = [
  { label: 'de /', tenant: 'de', path: '/' },
  { label: 'ch /fr', tenant: 'ch', path: '/fr' },
];

export async function run(ctx: BenchContext): Promise<BenchOutcome> {
  const app = await ctx.app();
  const host = app.hostFor('de');

  const home = await fetchCached(app.origin, '/', host);
  const contentType = header(home, 'content-type') ?? 'text/html; charset=utf-8';
  const icon = await fetchOk(app.origin, STATIC_PATH, host);

  const plain = await startPlainServer(ctx.root, home.body, contentType);
  const targets: LoadTarget[] = [
    { label: 'home de /', origin: app.origin, path: '/', host },
    { label: `static ${STATIC_PATH}`, origin: app.origin, path: STATIC_PATH, host },
    { label: 'plain node:http', origin: plain.origin, path: '/', host: new URL(plain.origin).host },
  ];
  let figures: LoadFigures[];
  try {
    figures = await measureTargets(targets, ctx.log);
  } finally {
    await plain.stop();
  }
  const [homeFigures, staticFigures, plainFigures] = figures as [LoadFigures, LoadFigures, LoadFigures];

  const throughputVsStatic = metric(
    'home de / throughput vs static route',
    'req/s',
    homeFigures.requestsPerSecond,
    { name: `static ${STATIC_PATH}`, value: staticFigures.requestsPerSecond },
    ({ ratio }) =>
      budget(
        `cached page throughput ≥ ${THROUGHPUT_RATIO_BUDGET} × the app's own static route (ARCHITECTURE.md budget for cached product/category pages, applied to the home page)`,
        'ratio',
        '>=',
        THROUGHPUT_RATIO_BUDGET,
        ratio ?? 0,
      ),
  );
  const throughputVsPlain = metric(
    'home de / throughput vs plain node',
    'req/s',
    homeFigures.requestsPerSecond,
    {
      name: 'plain node:http (same bytes)',
      value: plainFigures.requestsPerSecond,
    },
  );

  const firstLoad: Record<string, unknown> = {};
  const jsMetrics: Metric[] = [];
  for (const page of FIRST_LOAD_PAGES) {
    const pageHost = app.hostFor(page.tenant);
    const html = (await fetchOk(app.origin, page.path, pageHost)).body.toString('utf8');
    const js = await firstLoadJs(app.origin, pageHost, html);
    const share = splitByFramework(js, frameworkChunks(process.cwd()));
    firstLoad[page.label] = { ...js, frameworkGzip: share.framework, appGzip: share.app };
    jsMetrics.push(
      metric(`framework JS ${page.label} (React, Next.js)`, 'kB gzip', share.framework / 1000),
      metric(
        `app JS ${page.label} (on top of the framework)`,
        'kB gzip',
        share.app / 1000,
        undefined,
        ({ value }) =>
          budget(
            `app JavaScript per page type ≤ ${APP_JS_BUDGET_KB} KB gzip on top of the framework (decision 0005)`,
            'value',
            '<=',
            APP_JS_BUDGET_KB,
            value,
          ),
      ),
      metric(
        `first-load JS ${page.label} (${js.files.length} files)`,
        'kB gzip',
        js.gzip / 1000,
        undefined,
        ({ value }) =>
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

  return {
    metrics: [
      throughputVsStatic,
      throughputVsPlain,
      ...loadMetrics('home de /', homeFigures, {
        label: `static ${STATIC_PATH}`,
        figures: staticFigures,
      }).slice(1),
      ...loadMetrics(`static ${STATIC_PATH}`, staticFigures),
      ...loadMetrics('plain node:http', plainFigures),
      ...jsMetrics,
    ],
    details: {
      load: {
        tool: 'autocannon',
        connections: CONNECTIONS,
        rounds: ROUNDS,
        roundSeconds: ROUND_SECONDS,
        warmupSeconds: WARMUP_SECONDS,
      },
      database: process.env.DATABASE_URL ? 'postgresql (DATABASE_URL)' : 'pglite (fresh DATA_DIR)',
      home: {
        bytes: home.body.length,
        gzipBytes: gzipSize(home.body),
        contentType,
        cacheControl: header(home, 'cache-control'),
        nextCache: header(home, 'x-nextjs-cache'),
      },
      static: {
        path: STATIC_PATH,
        bytes: icon.body.length,
        contentType: header(icon, 'content-type'),
        cacheControl: header(icon, 'cache-control'),
      },
      targets: Object.fromEntries(targets.map((t, i) => [t.label, figures[i]])),
      firstLoadJs: firstLoad,
    },
  };
}
