// Closed-loop HTTP load with autocannon: a fixed number of keep-alive connections, each sending its next request
// as soon as the previous response is in, for a fixed time. Latency of every 2xx response is kept for percentiles.
import autocannon from 'autocannon';

export interface LoadTarget {
  label: string;
  origin: string;
  path: string;
  host: string;
}

export interface LoadSample {
  seconds: number;
  /** Latency in ms of each 2xx response. */
  latencies: number[];
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface LoadFigures {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  /** Requests per second of each round on its own: their spread shows how steady the machine was. */
  perRound: number[];
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export function runLoad(target: LoadTarget, connections: number, seconds: number): Promise<LoadSample> {
  const url = new URL(target.path, target.origin);
  if (url.hostname !== '127.0.0.1') throw new Error(`load goes to 127.0.0.1 only, not ${url.host}`);
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: url.href, connections, duration: seconds, headers: { host: target.host }, timeout: 10 },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          seconds: result.duration,
          latencies,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
        });
      },
    );
    instance.on('response', (_client, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/** Figures over several samples of one target (the rounds of a run), as if they were one measurement. */
export function summarize(samples: LoadSample[]): LoadFigures {
  const sorted = Float64Array.from(samples.flatMap((s) => s.latencies)).sort();
  const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
  return {
    requests: sorted.length,
    seconds,
    requestsPerSecond: seconds > 0 ? sorted.length / seconds : 0,
    perRound: samples.map((s) => (s.seconds > 0 ? Math.round(s.latencies.length / s.seconds) : 0)),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    non2xx: samples.reduce((sum, s) => sum + s.non2xx, 0),
    errors: samples.reduce((sum, s) => sum + s.errors, 0),
  };
}
