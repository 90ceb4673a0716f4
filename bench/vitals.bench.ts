// vitals — web-vitals ingest: POST /api/vitals with a real beacon (validation, the per-address limit, the page type
// from the routing table, one insert) under closed-loop load, next to GET /api/health (the app's cheapest answer: the
// request path without work) in alternating rounds of the same run. Each request names its own client address (a
// visitor), so the per-address limit of 600 a minute is not what is measured. BENCH_VITALS_SECONDS per round
// (default 5), BENCH_VITALS_ROUNDS (default 3), 10 connections.
import autocannon from 'autocannon';
import { summarize, type LoadSample } from './support/load';
import { metric, type BenchContext, type BenchOutcome } from './support/types';

const SECONDS = Number(process.env.BENCH_VITALS_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_VITALS_ROUNDS ?? 3);
const CONNECTIONS = 10;

const beacon = (n: number) =>
  JSON.stringify({
    id: `v5-${n}-bench`,
    name: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'][n % 5],
    value: n % 5 === 2 ? 0.05 : 1200 + (n % 900),
    delta: 10,
    rating: 'good',
    pathname: n % 2 ? '/p/kleid-bench-A1B2C3' : '/c/damen',
    navigationType: 'navigate',
    userAgent: 'Mozilla/5.0 (bench)',
    pageType: 'shop',
    connection: '4g',
    deviceType: 'mobile',
    loadState: 'complete',
    environment: 'production',
  });

function load(origin: string, host: string, post: boolean): Promise<LoadSample> {
  const latencies: number[] = [];
  let n = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}${post ? '/api/vitals' : '/api/health'}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: 10,
        requests: [
          {
            method: post ? 'POST' : 'GET',
            setupRequest: (request) => {
              n += 1;
              const headers: Record<string, string> = { host, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
              if (!post) return { ...request, headers };
              return { ...request, headers: { ...headers, 'content-type': 'application/json' }, body: beacon(n) };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({ seconds: result.duration, latencies, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts });
      },
    );
    instance.on('response', (_client, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

export async function run(ctx: BenchContext): Promise<BenchOutcome> {
  const app = await ctx.app();
  const host = app.hostFor('de');
  // Warm-up: the route's first requests compile and open what they need.
  await load(app.origin, host, true);
  const health: LoadSample[] = [];
  const vitals: LoadSample[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    ctx.log(`vitals: round ${round + 1} of ${ROUNDS}`);
    health.push(await load(app.origin, host, false));
    vitals.push(await load(app.origin, host, true));
  }
  const h = summarize(health);
  const v = summarize(vitals);
  if (v.non2xx > 0 || v.errors > 0) ctx.log(`vitals: ${v.non2xx} non-2xx answers, ${v.errors} errors`);
  return {
    metrics: [
      metric('GET /api/health', 'req/s', h.requestsPerSecond),
      metric('POST /api/vitals (stored)', 'req/s', v.requestsPerSecond, { name: 'GET /api/health', value: h.requestsPerSecond }),
      metric('POST /api/vitals p50', 'ms', v.p50),
      metric('POST /api/vitals p99', 'ms', v.p99),
      metric('GET /api/health p99', 'ms', h.p99),
    ],
    details: {
      connections: CONNECTIONS,
      secondsPerRound: SECONDS,
      rounds: ROUNDS,
      perRound: { health: h.perRound, vitals: v.perRound },
      non2xx: { health: h.non2xx, vitals: v.non2xx },
    },
  };
}
