// Shared by the page benchmarks: fetching a page as the cache serves it, closed-loop load on several targets in
// rotating rounds, and the metrics of one target against a baseline.
import { setTimeout as sleep } from 'node:timers/promises';
import { header, httpGet, type HttpResponse } from './http';
import { runLoad, summarize, type LoadFigures, type LoadSample, type LoadTarget } from './load';
import { metric, type BenchContext, type Metric } from './types';

/** Keep-alive connections, each sending its next request when the previous answer is in. */
export const CONNECTIONS = 10;
/** The targets take turns, in a rotating order, so a disturbance on the machine hits all of them alike. */
export const ROUNDS = 3;
export const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS) || 5;
export const WARMUP_SECONDS = 5;
/** A page as the cache serves it: the first requests render it and may answer STALE while it revalidates. */
export async function fetchCached(origin: string, path: string, host: string): Promise<HttpResponse> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetchOk(origin, path, host);
    if (header(response, 'x-nextjs-cache') === 'HIT' || attempt === 10) return response;
    await sleep(300);
  }
}

export async function fetchOk(origin: string, path: string, host: string): Promise<HttpResponse> {
  const response = await httpGet(origin, path, host);
  if (response.status !== 200)
    throw new Error(`GET ${path} (Host ${host}) answered ${response.status}, expected 200`);
  return response;
}

export async function measureTargets(
  targets: LoadTarget[],
  log: BenchContext['log'],
): Promise<LoadFigures[]> {
  for (const target of targets) {
    log(`warming up ${target.label} (${WARMUP_SECONDS} s)`);
    await runLoad(target, CONNECTIONS, WARMUP_SECONDS);
  }
  const samples: LoadSample[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (let turn = 0; turn < targets.length; turn++) {
      const index = (round + turn) % targets.length;
      const target = targets[index]!;
      log(`round ${round + 1}/${ROUNDS}: ${target.label} (${ROUND_SECONDS} s, ${CONNECTIONS} connections)`);
      samples[index]!.push(await runLoad(target, CONNECTIONS, ROUND_SECONDS));
    }
  }
  return targets.map((target, i) => {
    const figures = summarize(samples[i]!);
    // A measurement of wrong answers is no measurement: stop the bench rather than report it.
    if (figures.non2xx > 0) throw new Error(`${target.label}: ${figures.non2xx} responses were not 2xx`);
    if (figures.errors > figures.requests / 100)
      throw new Error(`${target.label}: ${figures.errors} connection errors`);
    return figures;
  });
}

export function loadMetrics(
  label: string,
  figures: LoadFigures,
  baseline?: { label: string; figures: LoadFigures },
): Metric[] {
  const base = (pick: (f: LoadFigures) => number) =>
    baseline ? { name: baseline.label, value: pick(baseline.figures) } : undefined;
  return [
    metric(
      `${label} throughput`,
      'req/s',
      figures.requestsPerSecond,
      base((f) => f.requestsPerSecond),
    ),
    metric(
      `${label} latency p50`,
      'ms',
      figures.p50,
      base((f) => f.p50),
    ),
    metric(
      `${label} latency p95`,
      'ms',
      figures.p95,
      base((f) => f.p95),
    ),
    metric(
      `${label} latency p99`,
      'ms',
      figures.p99,
      base((f) => f.p99),
    ),
  ];
}
