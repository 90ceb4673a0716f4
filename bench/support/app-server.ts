// The built app as the benchmarks see it: `scripts/start.ts` in a child process on a free loopback port with a
// fresh embedded database, ready once GET /api/health answers 200, stopped and cleaned up at the end of the run.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { spawnChild, stopChild } from './child-process';
import { httpGet } from './http';

export interface AppServer {
  /** http://127.0.0.1:<port> — connect here and choose the tenant with the Host header. */
  origin: string;
  port: number;
  /** The Host header of a tenant's development host on this port: hostFor('ch') → 'ch.localhost:<port>'. */
  hostFor(tenant: string): string;
  stop(): Promise<void>;
}

/** The first start builds the app (`next build`, a minute or two), so readiness may take a while. */
const READY_TIMEOUT_MS = 5 * 60_000;
const POLL_MS = 500;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** `env`: settings on top of the benchmarks' own (bench/lighthouse: the vendors' stand-in scripts). */
export async function startAppServer(
  root: string,
  log: (line: string) => void,
  env: Record<string, string> = {},
): Promise<AppServer> {
  const port = await freePort();
  // Next keeps the pages it renders in .next/server/route-cache across restarts of the same build: a second run would
  // be served the first run's pages (rendered from another database, stale after 60 s and re-rendered in the
  // background) where it means to measure first renders (issue 22). A fresh database gets a fresh page cache.
  rmSync(path.join(root, '.next', 'server', 'route-cache'), { recursive: true, force: true });
  // Exactly one process may open a DATA_DIR: never the developer's ./data, always a fresh one.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'schaufenster-bench-'));
  const origin = `http://127.0.0.1:${port}`;
  log(`starting the app on ${origin} (DATA_DIR ${dataDir}); builds first if the build is stale`);
  const child = spawnChild(['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    label: 'app',
    echo: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      // A production build takes no test provider and no development secret unless told (docs/payments.md): the
      // benchmarks measure the demo shops, with secrets of their own.
      PAYMENT_TEST_MODE: 'all',
      PAYMENT_PROVIDER_SECRET: randomBytes(32).toString('hex'),
      PAYLINK_SECRET: randomBytes(32).toString('hex'),
      // The load generator is the proxy in front: a benchmark may name many client addresses (bench/vitals: many
      // visitors, each under the per-address beacon limit). Without X-Forwarded-For the client is the socket's peer.
      TRUSTED_PROXIES: '127.0.0.1',
      ...env,
    },
  });
  // However the app ends (stopped, crashed, or the run interrupted), its database goes with it.
  void child.exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  const stop = () => stopChild(child);

  try {
    const started = Date.now();
    let exited = false;
    void child.exited.then(() => (exited = true));
    for (;;) {
      if (exited) throw new Error(`the app exited before it was ready:\n${child.tail.join('\n')}`);
      if (Date.now() - started > READY_TIMEOUT_MS)
        throw new Error(`the app was not ready after ${READY_TIMEOUT_MS / 1000} s`);
      const health = await httpGet(origin, '/api/health', `localhost:${port}`, 5_000).catch(() => undefined);
      if (health?.status === 200) break;
      await sleep(POLL_MS);
    }
    log(`app ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    origin,
    port,
    hostFor: (tenant) => `${tenant === 'de' ? '' : `${tenant}.`}localhost:${port}`,
    stop,
  };
}
