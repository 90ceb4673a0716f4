// `npm run bench [name ...]`: runs bench/<name>.bench.ts (all of them without names), prints a table per benchmark
// and writes bench/results/<name>.json. A missed budget is reported, not fatal; a benchmark that crashes is.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startAppServer, type AppServer } from './support/app-server';
import { stopAllChildren } from './support/child-process';
import { commit, formatTable, machine, writeResult } from './support/report';
import type { BenchContext, BenchModule, BenchResult } from './support/types';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(benchDir);
const resultsDir = path.join(benchDir, 'results');
const SUFFIX = '.bench.ts';

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

function selectBenchmarks(args: string[]): string[] {
  const available = readdirSync(benchDir)
    .filter((file) => file.endsWith(SUFFIX))
    .map((file) => file.slice(0, -SUFFIX.length))
    .sort();
  const wanted = args.map((arg) => path.basename(arg).replace(/\.bench\.ts$/, ''));
  const unknown = wanted.filter((name) => !available.includes(name));
  if (unknown.length > 0) {
    console.error(`No benchmark named ${unknown.join(', ')}. Available: ${available.join(', ') || '(none)'}`);
    process.exit(2);
  }
  return wanted.length > 0 ? wanted : available;
}

async function main(): Promise<number> {
  const names = selectBenchmarks(process.argv.slice(2).filter((arg) => !arg.startsWith('-')));
  let app: Promise<AppServer> | undefined;
  const ctx: BenchContext = { root, log, app: () => (app ??= startAppServer(root, log)) };
  const failed: string[] = [];
  try {
    for (const name of names) {
      log(`${name}: running`);
      try {
        const mod = (await import(
          pathToFileURL(path.join(benchDir, `${name}${SUFFIX}`)).href
        )) as Partial<BenchModule>;
        if (typeof mod.run !== 'function')
          throw new Error(`bench/${name}${SUFFIX} exports no run(ctx) function`);
        const date = new Date().toISOString();
        const outcome = await mod.run(ctx);
        const result: BenchResult = { name, date, machine: machine(), commit: commit(root), ...outcome };
        const file = writeResult(resultsDir, result);
        console.log(`\n${formatTable(result)}\n`);
        log(`${name}: written to ${path.relative(root, file)}`);
      } catch (error) {
        failed.push(name);
        console.error(`[bench] ${name} crashed:`, error);
      }
    }
  } finally {
    const started = await app?.catch(() => undefined);
    await started?.stop();
    await stopAllChildren();
  }
  if (failed.length > 0) {
    console.error(`[bench] failed: ${failed.join(', ')}`);
    return 1;
  }
  return 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the servers this run started`);
    void stopAllChildren().finally(() => process.exit(130));
  });
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error('[bench] failed:', error);
    await stopAllChildren();
    process.exit(1);
  },
);
