// The home page: throughput and latency against two baselines measured in the same run — the app's own static
// route (same Next server, no rendering) and a plain node:http server sending the home page's exact bytes — and the
// first-load JavaScript of the page.
import { gzipSize } from './support/first-load-js';
import { firstLoadMetrics } from './support/first-load-metrics';
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
import { metric, type BenchContext, type BenchOutcome } from './support/types';

/**
 * The app's own static route: `src/app/icon.svg`, which `next build` prerenders and lists as static (○). It is
 * served by the same Next server and request handler as the home page, from the build output, without rendering.
 */
const STATIC_PATH = '/icon.svg';
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

  // No budget here since the catalog pages exist: their benchmark holds the cached-page budget (decision 0016).
  const throughputVsStatic = metric('home de / throughput vs static file', 'req/s', homeFigures.requestsPerSecond, {
    name: `static ${STATIC_PATH}`,
    value: staticFigures.requestsPerSecond,
  });
  const throughputVsPlain = metric(
    'home de / throughput vs plain node',
    'req/s',
    homeFigures.requestsPerSecond,
    {
      name: 'plain node:http (same bytes)',
      value: plainFigures.requestsPerSecond,
    },
  );

  const firstLoad = await firstLoadMetrics(app, FIRST_LOAD_PAGES);

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
      ...firstLoad.metrics,
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
      firstLoadJs: firstLoad.details,
    },
  };
}
