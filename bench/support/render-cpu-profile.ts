// Where a first render of a product page goes (issue 22: uncached product render p95 ≤ 20 ms). Starts the built app
// (`scripts/start.ts --no-build`, a fresh embedded database) with the inspector on a loopback port, renders a few
// products unmeasured, then profiles RENDERS distinct products requested one after another (V8's sampling profiler
// through the inspector protocol, so start-up and seeding stay out of it) and prints the summary: self time per
// function and module, and time per render. With CACHED=1 it profiles one product page served from the page cache
// instead, RENDERS times, 10 requests at a time (what a cached page costs next to the static route, issue 22);
// CACHED_PATH names another cached page (a category, `/warenkorb` for the static route).
//
//   node --import tsx bench/support/render-cpu-profile.ts            (RENDERS=100, PROFILE=/tmp/render.cpuprofile)
//   CACHED=1 RENDERS=3000 node --import tsx bench/support/render-cpu-profile.ts
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { startAppServer } from './app-server';
import { summariseProfile, type CpuProfile } from './cpu-profile-summary';
import { header, httpGet } from './http';

const RENDERS = Number(process.env.RENDERS ?? 100);
const PROFILE = process.env.PROFILE ?? '/tmp/render.cpuprofile';
const INSPECT_PORT = Number(process.env.INSPECT_PORT ?? 9339);
const CACHED = process.env.CACHED === '1';
const AT_ONCE = 10;

/** A minimal inspector client: one request at a time, answers matched by id. */
async function inspector(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let id = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  return {
    post: <T>(method: string, params: object = {}) =>
      new Promise<T>((resolve) => {
        waiting.set(++id, resolve as (result: unknown) => void);
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}

async function main() {
  const app = await startAppServer(process.cwd(), (line) => console.error(line), {
    NODE_OPTIONS: `--inspect=127.0.0.1:${INSPECT_PORT}`,
  });
  try {
    const host = app.hostFor('de');
    const sitemap = await httpGet(app.origin, '/sitemaps/products-de-DE-1.xml', host);
    const paths = [...sitemap.body.toString('utf8').matchAll(/<loc>https?:\/\/[^/<]+(\/p\/[^<]+)<\/loc>/g)].map(
      (m) => m[1]!,
    );
    for (const path of paths.slice(-5)) await httpGet(app.origin, path, host);
    // the cached mode's page: rendered and cached here, before the profile starts
    const cachedPath = process.env.CACHED_PATH ?? paths[0]!;
    if (CACHED) for (let i = 0; i < 3; i++) await httpGet(app.origin, cachedPath, host);
    const client = await inspector(INSPECT_PORT);
    await client.post('Profiler.enable');
    await client.post('Profiler.setSamplingInterval', { interval: 200 });
    await client.post('Profiler.start');
    const took: number[] = [];
    const timed = async (path: string, expected: string) => {
      const start = performance.now();
      const response = await httpGet(app.origin, path, host);
      took.push(performance.now() - start);
      const cache = header(response, 'x-nextjs-cache');
      if (cache !== expected) throw new Error(`${path} answered ${cache ?? 'without a cache header'}, not ${expected}`);
    };
    if (CACHED) {
      let left = RENDERS;
      await Promise.all(
        Array.from({ length: AT_ONCE }, async () => {
          while (left-- > 0) await timed(cachedPath, 'HIT');
        }),
      );
    } else for (const path of paths.slice(0, RENDERS)) await timed(path, 'MISS');
    const { profile } = await client.post<{ profile: CpuProfile }>('Profiler.stop');
    client.close();
    writeFileSync(PROFILE, JSON.stringify(profile));
    const sorted = [...took].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
    console.log(`${RENDERS} ${CACHED ? 'cached answers' : 'first renders'}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms; profile in ${PROFILE}`);
    console.log(summariseProfile(profile, { orders: RENDERS, rows: 50 }));
  } finally {
    await app.stop();
  }
}

await main();
