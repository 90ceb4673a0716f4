// A cluster of `npm run start:cluster` on a database of its own, for the fault scripts and the front benchmark:
// a fresh PostgreSQL database on the configured server, reached by the shop through the given URL rewriter (a TCP
// proxy, for the faults), a fresh DATA_DIR, and everything dropped again at stop().
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { send } from '../faults/http';

export interface ThrowawayCluster {
  port: number;
  /** Its DATA_DIR: the run files (nginx, supervisor pid) are in DATA_DIR/cluster. */
  dataDir: string;
  child: ChildProcess;
  /** The database's URL on the real server (direct, not through any proxy). */
  databaseUrl: string;
  /** SIGTERM and wait; the exit code and how long the graceful stop took. */
  stop(): Promise<{ code: number | null; ms: number }>;
  /** Drops the database and the data folder (after stop). */
  dispose(): Promise<void>;
}

export async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sf_front_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await client.end();
    },
  };
}

export async function startThrowawayCluster(opts: {
  root: string;
  port: number;
  databaseUrl: string;
  /** The URLs the shop is given (a proxy in front of the real servers, or the real ones). */
  shopDatabaseUrl: string;
  shopRedisUrl: string;
  instances?: number;
  /** Seed the demo catalog (default); the fault scripts bring their own product and skip the minutes it takes. */
  seed?: boolean;
  dropDatabase?: () => Promise<void>;
  log: (line: string) => void;
}): Promise<ThrowawayCluster> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'schaufenster-cluster-'));
  // nginx's workers run as another user when the supervisor runs as root: they must reach the page cache inside.
  chmodSync(dataDir, 0o755);
  // The cluster's own lines (supervisor, instances) go to a file that outlives the run, for when something fails.
  const logFile = path.join(os.tmpdir(), `schaufenster-cluster-${opts.port}.log`);
  opts.log(`cluster log: ${logFile}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start-cluster.ts'], {
    cwd: opts.root,
    env: {
      ...process.env,
      PORT: String(opts.port),
      DATA_DIR: dataDir,
      DATABASE_URL: opts.shopDatabaseUrl,
      REDIS_URL: opts.shopRedisUrl,
      CLUSTER_INSTANCES: String(opts.instances ?? 2),
      SEED: opts.seed === false ? 'never' : 'auto',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', openSync(logFile, 'w'), openSync(logFile, 'a')],
    // Its own process group: should the supervisor die, dispose() still reaches nginx and the instances.
    detached: true,
  });
  // Should this process end without dispose(), the cluster ends with it.
  const killGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // the group is gone already
    }
  };
  process.once('exit', killGroup);
  const started = Date.now();
  const origin = { port: opts.port, host: `localhost:${opts.port}` };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the cluster exited (${child.exitCode}) while starting`);
    if ((await send(origin, 'GET', '/api/ready').catch(() => null))?.status === 200) break;
    if (Date.now() - started > 10 * 60_000) throw new Error('the cluster was not ready within 10 minutes');
    await sleep(500);
  }
  opts.log(`cluster ready on port ${opts.port} after ${Math.round((Date.now() - started) / 1000)} s`);
  return {
    port: opts.port,
    dataDir,
    child,
    databaseUrl: opts.databaseUrl,
    async stop() {
      const t = Date.now();
      if (child.exitCode !== null) return { code: child.exitCode, ms: 0 };
      const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      return { code: await exit, ms: Date.now() - t };
    },
    async dispose() {
      killGroup();
      process.off('exit', killGroup);
      await opts.dropDatabase?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
