// The bare Next.js page of the Lighthouse bench (support/bare-next: a layout and a paragraph, the shop's Next and
// React): built once when its build is missing or older than the installed Next, then served by `next start` on a
// free loopback port for the run. Its TBT is what the framework's own start and hydration cost on this machine at
// this moment — the floor any App Router page stands on, which the bare HTML page (TBT 0) cannot show.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './app-server';
import { spawnChild, stopChild } from './child-process';
import { httpGet } from './http';

export interface BareNextServer {
  /** http://localhost:<port>/ — the page. */
  url: string;
  /** http://127.0.0.1:<port> — for the page rendered once and cached (`/p/<id>`, bare-next/app/p/[id]). */
  origin: string;
  /** The Host header its requests send. */
  host: string;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;

function nextBin(root: string): string {
  return path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
}

/** The newest change among the bare app's own files (its pages and its configuration). */
function newestSource(dir: string): number {
  const app = path.join(dir, 'app');
  const files = readdirSync(app, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  return Math.max(...[...files, path.join(dir, 'next.config.mjs')].map((file) => statSync(file).mtimeMs));
}

/** Whether the kept build was made with the installed Next and the bare app as it is (either change rebuilds it). */
function buildIsCurrent(root: string, dir: string): boolean {
  const buildId = path.join(dir, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return false;
  const installed = statSync(path.join(root, 'node_modules', 'next', 'package.json')).mtimeMs;
  const built = statSync(buildId).mtimeMs;
  return built > installed && built > newestSource(dir);
}

export async function startBareNext(root: string, log: (line: string) => void): Promise<BareNextServer> {
  const dir = path.join(root, 'bench', 'support', 'bare-next');
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  if (!buildIsCurrent(root, dir)) {
    log('building the bare Next.js page (bench/support/bare-next) once');
    const build = spawnChild([nextBin(root), 'build', dir], { cwd: root, env, label: 'bare-next build', echo: false });
    const { code } = await build.exited;
    if (code !== 0) throw new Error(`the bare Next.js page did not build:\n${build.tail.join('\n')}`);
  }
  const port = await freePort();
  const child = spawnChild([nextBin(root), 'start', dir, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env,
    label: 'bare-next',
    echo: false,
  });
  const stop = () => stopChild(child);
  const started = Date.now();
  for (;;) {
    const page = await httpGet(`http://127.0.0.1:${port}`, '/', `localhost:${port}`, 5_000).catch(() => undefined);
    if (page?.status === 200) break;
    if (child.process.exitCode !== null || Date.now() - started > READY_TIMEOUT_MS) {
      await stop();
      throw new Error(`the bare Next.js page did not start:\n${child.tail.join('\n')}`);
    }
    await sleep(250);
  }
  return { url: `http://localhost:${port}/`, origin: `http://127.0.0.1:${port}`, host: `localhost:${port}`, stop };
}
