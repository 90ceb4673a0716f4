// Builds the Next.js app when there is no build yet or its inputs changed since the last one.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { addCompileHints } from '../src/platform/assets/compile-hints';
import { precompressAssets } from '../src/platform/assets/precompress-assets';

const inputs = ['src', 'messages', 'public', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json'];
const stampFile = (root: string) => path.join(root, '.next', 'schaufenster-build.json');

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    if (/\.test\.tsx?$/.test(name)) continue;
    yield* files(path.join(entry, name));
  }
}

export function buildInputsHash(root: string): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

export function buildIsCurrent(root: string): boolean {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID')) || !existsSync(stampFile(root))) return false;
  try {
    return JSON.parse(readFileSync(stampFile(root), 'utf8')).hash === buildInputsHash(root);
  } catch {
    return false;
  }
}

/** Two starts (browser tests, a benchmark, a shopper's terminal) must not build into one .next at once. */
async function withBuildLock<T>(root: string, run: () => T): Promise<T> {
  mkdirSync(path.join(root, '.next'), { recursive: true });
  const release = await lockfile.lock(path.join(root, '.next'), {
    realpath: false,
    lockfilePath: path.join(root, '.next-build.lock'),
    stale: 30_000,
    update: 5_000,
    retries: { retries: 120, minTimeout: 1_000, maxTimeout: 2_000 },
  });
  try {
    return run();
  } finally {
    await release();
  }
}

export async function buildIfNeeded(root: string, log: (line: string) => void): Promise<void> {
  await withBuildLock(root, () => build(root, log));
}

const kB = (bytes: number) => `${Math.round(bytes / 1024)} kB`;

function build(root: string, log: (line: string) => void): void {
  if (buildIsCurrent(root)) {
    log('build is current, reusing .next');
    return;
  }
  log('building the app (next build) — the first time takes a minute or two …');
  // The inputs as the build reads them: a file edited while the build runs leaves the stamp stale, so the next
  // start builds again instead of serving the older code as current.
  const hash = buildInputsHash(root);
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`next build failed with exit code ${result.status}`);
  const hinted = addCompileHints(path.join(root, '.next', 'static', 'chunks'));
  log(`compile hint on ${hinted} scripts (compiled while they stream in, decision 0072)`);
  const compressed = precompressAssets(path.join(root, '.next', 'static'));
  log(
    `compressed ${compressed.files} build assets once: ${kB(compressed.bytes)} → ${kB(compressed.brotliBytes)} Brotli, ${kB(compressed.gzipBytes)} gzip`,
  );
  writeFileSync(stampFile(root), JSON.stringify({ hash, builtAt: new Date().toISOString() }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildIfNeeded(process.cwd(), (line) => console.log(`[build] ${line}`));
}
