// `npm run start:cluster`: the production front on one machine (decision 0049) — nginx in front of N instances of
// the shop (`scripts/start.ts`, default 2) on the PostgreSQL and Redis of the configuration.
//
//   CLUSTER_INSTANCES   how many instances (default 2)
//   PORT                where nginx listens (default 3000); the instances take the ports right above it
//   NGINX_FRESH_SECONDS how long nginx serves a cached page before asking an instance again (default 2)
//
// The supervisor builds once, starts the first instance (it migrates and seeds) and then the others, writes the
// nginx configuration and runs nginx. An instance that dies is started again. SIGHUP (or `npm run cluster:restart`)
// replaces the instances one by one: out of nginx's rotation, drained, stopped, started, ready, back in.
// SIGTERM/SIGINT stop nginx gracefully, then the instances (each finishes the requests it has).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { tenantBaseUrl } from '../src/commerce/tenant/resolve-tenant';
import { tenantKeys, tenants } from '../src/commerce/tenant/tenants';
import { EnvError, env } from '../src/platform/config/env';
import { buildPath } from '../src/platform/routing/router';
import { buildIfNeeded } from './build-if-needed';
import { applyLocalDemoConfig } from './local-demo-config';
import { spawnInstance, stopInstance, waitUntilReady, type Instance } from './cluster/instance';
import { nginxConfig } from './cluster/nginx-config';
import { clusterRunDir, restartStatusFile, supervisorPidFile } from './cluster/run-files';

const root = process.cwd();
const step = (line: string) => console.log(`[cluster] ${line}`);
const READY_TIMEOUT_MS = 5 * 60_000;
/** The instances' own shutdown waits 20 s for requests in flight; this is the hard stop after it. */
const STOP_GRACE_MS = 25_000;

function findNginx(): string | null {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

function fail(message: string): never {
  console.error(`[cluster] ${message}`);
  process.exit(1);
}

async function main() {
  // Without deployment configuration: the local demo's settings, decided once here, so every instance has the same.
  applyLocalDemoConfig(process.env, step);
  const config = (() => {
    try {
      return env();
    } catch (error) {
      if (error instanceof EnvError) fail(`${error.message}\nSee "Configuration" in README.md.`);
      throw error;
    }
  })();
  if (!config.DATABASE_URL) {
    fail('DATABASE_URL is not set. The instances share one database, and the embedded one (PGlite) has a single owner: set DATABASE_URL=postgres://… (see docs/scaling.md).');
  }
  if (!config.REDIS_URL) {
    fail('REDIS_URL is not set. The instances share their page cache, sessions limits and revalidations through Redis: set REDIS_URL=redis://… (see docs/scaling.md).');
  }
  const nginx = findNginx();
  if (!nginx) fail('nginx is not installed. On Debian or Ubuntu: sudo apt-get install nginx-light (or set NGINX_BIN).');

  const count = Number(process.env.CLUSTER_INSTANCES ?? 2);
  if (!Number.isInteger(count) || count < 1 || count > 32) fail('CLUSTER_INSTANCES must be a whole number from 1 to 32.');
  const freshSeconds = Number(process.env.NGINX_FRESH_SECONDS ?? 2);
  if (!Number.isInteger(freshSeconds) || freshSeconds < 1 || freshSeconds > 60) fail('NGINX_FRESH_SECONDS must be 1 to 60.');
  const listenPort = config.PORT;
  const runDir = clusterRunDir(config.DATA_DIR);
  for (const dir of ['tmp', 'page-cache']) mkdirSync(path.join(runDir, dir), { recursive: true });
  // Started as root, nginx runs its workers as `nobody`: they must reach the page cache and temp files in runDir.
  if (process.getuid?.() === 0) {
    for (let dir = runDir; dir !== path.dirname(dir); dir = path.dirname(dir)) {
      if ((statSync(dir).mode & 0o001) === 0) {
        fail(`nginx's workers (user nobody) cannot enter ${dir}: allow it (chmod o+x ${dir}) or choose another DATA_DIR.`);
      }
    }
  }
  writeFileSync(supervisorPidFile(runDir), String(process.pid));

  await buildIfNeeded(root, step);

  // The instances build absolute links (mails, payment pages) for the shop's public address: nginx's port, not theirs.
  const trusted = [...config.TRUSTED_PROXIES, '127.0.0.1', '::1'].join(',');
  const instanceEnv: NodeJS.ProcessEnv = { ...process.env, PUBLIC_PORT: String(listenPort), TRUSTED_PROXIES: trusted };

  const instances: Instance[] = Array.from({ length: count }, (_, i) => ({ port: listenPort + 1 + i, child: null, stopping: false }));
  const down = new Set<number>();
  let shuttingDown = false;

  const start = async (instance: Instance) => {
    const child = spawnInstance(root, instance, instanceEnv, console.log);
    child.once('exit', (code, signal) => {
      if (shuttingDown || instance.stopping || instance.child !== child) return;
      step(`instance ${instance.port} ended (${signal ?? `exit ${code}`}); nginx sends its requests to the others; starting it again`);
      void sleep(1_000).then(() => (shuttingDown ? undefined : start(instance).catch((e: unknown) => step(String(e)))));
    });
    await waitUntilReady(instance.port, READY_TIMEOUT_MS, () => child.exitCode !== null || child.signalCode !== null);
    step(`instance ${instance.port} ready (pid ${child.pid})`);
  };

  // The first instance migrates and seeds alone; the others start beside each other on the finished schema.
  await start(instances[0]!);
  await Promise.all(instances.slice(1).map(start));

  const confFile = path.join(runDir, 'nginx.conf');
  const writeConf = () =>
    writeFileSync(
      confFile,
      nginxConfig({ listenPort, root, runDir, freshSeconds, instances: instances.map((i) => ({ port: i.port, down: down.has(i.port) })) }),
    );
  writeConf();
  const test = spawnSync(nginx, ['-p', runDir, '-c', confFile, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) fail(`nginx refused its configuration:\n${test.stderr}`);
  const proxy: ChildProcess = spawn(nginx, ['-p', runDir, '-c', confFile, '-g', 'daemon off;'], { stdio: 'inherit' });
  proxy.once('exit', (code, signal) => {
    if (!shuttingDown) {
      step(`nginx ended (${signal ?? `exit ${code}`}); stopping the cluster`);
      void shutdown('nginx exit');
    }
  });
  const reload = async () => {
    writeConf();
    proxy.kill('SIGHUP');
    // nginx starts new workers with the new configuration; the old ones finish their requests and leave.
    await sleep(500);
  };

  step(`ready: nginx on port ${listenPort} in front of ${count} instance(s) (${instances.map((i) => i.port).join(', ')}). The shops:`);
  for (const key of tenantKeys) {
    for (const locale of tenants[key].locales) {
      step(`  ${key.padEnd(3)} ${locale.padEnd(6)} ${tenantBaseUrl(key, config.TENANT_BASE_URLS, listenPort)}${buildPath('/', locale, tenants[key].locales)}`);
    }
  }

  let restarting = false;
  const rollingRestart = async () => {
    if (restarting) return;
    restarting = true;
    const startedAt = new Date().toISOString();
    writeFileSync(restartStatusFile(runDir), JSON.stringify({ state: 'running', startedAt }));
    try {
      for (const instance of instances) {
        if (count > 1) {
          down.add(instance.port);
          await reload();
        }
        step(`rolling restart: replacing instance ${instance.port}`);
        await stopInstance(instance, STOP_GRACE_MS);
        await start(instance);
        down.delete(instance.port);
        if (count > 1) await reload();
      }
      writeFileSync(restartStatusFile(runDir), JSON.stringify({ state: 'done', startedAt, finishedAt: new Date().toISOString() }));
      step('rolling restart: done');
    } catch (error) {
      writeFileSync(restartStatusFile(runDir), JSON.stringify({ state: 'failed', startedAt, error: String(error) }));
      step(`rolling restart failed: ${String(error)}`);
    } finally {
      restarting = false;
    }
  };

  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    step(`${signal}: stopping nginx, then the instances`);
    if (proxy.exitCode === null) {
      const gone = new Promise((resolve) => proxy.once('exit', resolve));
      proxy.kill('SIGQUIT');
      await gone;
    }
    await Promise.all(instances.map((i) => stopInstance(i, STOP_GRACE_MS)));
    process.exit(0);
  };
  process.on('SIGHUP', () => void rollingRestart());
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`[cluster] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
