// Orders placed from several Node processes at once, as several app instances place them (issue 22: "with two
// instances the figure grows"). Each process is a child (`node --import tsx` of this file) with its own pool of
// PostgreSQL connections (as large as an app instance's) and its share of the shoppers and of the concurrency. It
// warms up, says `ready`, starts on SIGUSR1 — all processes of a round at once — and answers with one
// `result {json}` line on stdout: its latencies, the ids of the orders it placed, its own CPU (process.cpuUsage) and
// that of its pool's PostgreSQL backends (/proc/<pid>/stat, readable when PostgreSQL runs on this machine).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { placeOrder } from '../../src/commerce/checkout/place-order';
import { testShop } from '../../src/commerce/customer/customer-factories';
import type { CustomerProfile } from '../../src/commerce/customer/customer-store';
import { openDatabase, queryRows } from '../../src/platform/db/client';
import { spawnChild, stopChild, type Child } from './child-process';
import { appPoolSize, closedLoop, inParallel, percentile } from './order-shoppers';

/**
 * Orders each process places before the measured ones (BENCH_ORDERS_WARMUP, default 200): JIT, the pool's connections
 * and the lazy imports. A running instance has placed many. After 40, two processes × 4 still spent 1.75 × the node
 * CPU per order of one process × 8 (the optimising compiler at work in each during the measured orders); after 400,
 * 1.17 × (docs/benchmarks.md, stop 35).
 */
export const WARMUP_ORDERS = Number(process.env.BENCH_ORDERS_WARMUP ?? 200);

export interface ProcessShare {
  warmup: CustomerProfile[];
  measured: CustomerProfile[];
}

interface WorkerResult {
  /** performance.timeOrigin + performance.now(): comparable between the processes of one machine. */
  started: number;
  ended: number;
  latencies: number[];
  orderIds: string[];
  failed: number;
  nodeCpuMs: number;
  /** null when the backends' /proc entries cannot be read (PostgreSQL elsewhere). */
  pgCpuMs: number | null;
  backends: number;
}

/** One round: `processes` processes placing their shares at once. */
export interface ProcessesRound {
  processes: number;
  concurrencyEach: number;
  /** From the first process's start to the last one's end. */
  seconds: number;
  latencies: number[];
  orderIds: string[];
  failed: number;
  nodeCpuMs: number;
  pgCpuMs: number | null;
  /** CPU time the whole machine was busy during the round, and the round's length as the machine counted it. */
  machineBusyMs: number;
  machineWallMs: number;
  perProcess: { orders: number; seconds: number; nodeCpuMs: number; pgCpuMs: number | null }[];
}

/** The figures of one or more rounds of the same setting taken together. */
export function roundFigures(rounds: ProcessesRound[]) {
  const sum = (of: (r: ProcessesRound) => number) => rounds.reduce((n, r) => n + of(r), 0);
  const latencies = rounds.flatMap((r) => r.latencies);
  const orders = latencies.length;
  const seconds = sum((r) => r.seconds);
  const nodeCpuMs = sum((r) => r.nodeCpuMs);
  const pgCpuMs = rounds.every((r) => r.pgCpuMs !== null) ? sum((r) => r.pgCpuMs!) : null;
  return {
    orders,
    seconds,
    ordersPerSecond: orders / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    failed: sum((r) => r.failed),
    nodeCpuMsPerOrder: nodeCpuMs / orders,
    pgCpuMsPerOrder: pgCpuMs === null ? null : pgCpuMs / orders,
    /** CPUs the node processes and their backends got on average (CPU time ÷ wall time). */
    nodeCpus: nodeCpuMs / (seconds * 1000),
    pgCpus: pgCpuMs === null ? null : pgCpuMs / (seconds * 1000),
    /** CPUs the whole machine was busy on average (2 = both CPUs all the time). */
    machineBusyCpus: sum((r) => r.machineBusyMs) / sum((r) => r.machineWallMs),
    perRound: rounds.map((r) => ({
      ordersPerSecond: r.latencies.length / r.seconds,
      p95: percentile(r.latencies, 95),
      perProcessOrdersPerSecond: r.perProcess.map((p) => p.orders / p.seconds),
    })),
  };
}

const TICK_MS = 1000 / 100; // USER_HZ: /proc counts CPU time in 1/100 s on Linux

/** user + system CPU time of a process in ms, from /proc/<pid>/stat (fields 14 and 15). */
function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

/** Busy and total CPU time of the machine in ms, summed over its CPUs (/proc/stat). */
function machineCpuMs(): { busy: number; total: number } {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (total - idle) * TICK_MS, total: total * TICK_MS };
}

/** Places each share's orders from a process of its own, all processes at once; resolves when all have answered. */
export async function placeFromProcesses(
  root: string,
  target: { url: string; schema: string },
  shares: ProcessShare[],
  concurrencyEach: number,
): Promise<ProcessesRound> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'schaufenster-bench-orders-'));
  const children: { child: Child; ready: Promise<void>; result: Promise<WorkerResult> }[] = [];
  try {
    for (const [k, share] of shares.entries()) {
      const file = path.join(dir, `share-${k}.json`);
      writeFileSync(file, JSON.stringify(share));
      let onReady = () => {};
      let onResult: (result: WorkerResult) => void = () => {};
      const ready = new Promise<void>((resolve) => (onReady = resolve));
      const result = new Promise<WorkerResult>((resolve) => (onResult = resolve));
      const child = spawnChild(['--import', 'tsx', fileURLToPath(import.meta.url)], {
        cwd: root,
        label: `orders-${k}`,
        echo: false,
        env: {
          ...process.env,
          LOG_LEVEL: 'warn',
          BENCH_ORDERS_URL: target.url,
          BENCH_ORDERS_SCHEMA: target.schema,
          BENCH_ORDERS_SHARE: file,
          BENCH_ORDERS_CONCURRENCY: String(concurrencyEach),
        },
        onLine: (line) => {
          if (line === 'ready') onReady();
          else if (line.startsWith('result '))
            onResult(JSON.parse(line.slice('result '.length)) as WorkerResult);
        },
      });
      const died = child.exited.then(({ code, signal }) => {
        throw new Error(`orders process ${k} exited (${code ?? signal}) early:\n${child.tail.join('\n')}`);
      });
      children.push({
        child,
        ready: Promise.race([ready, died]),
        result: Promise.race([result, died]),
      });
    }
    await Promise.all(children.map((c) => c.ready));
    const machineBefore = machineCpuMs();
    for (const { child } of children) child.process.kill('SIGUSR1');
    const results = await Promise.all(children.map((c) => c.result));
    const machineAfter = machineCpuMs();
    await Promise.all(children.map(({ child }) => child.exited));

    return {
      processes: shares.length,
      concurrencyEach,
      seconds: (Math.max(...results.map((r) => r.ended)) - Math.min(...results.map((r) => r.started))) / 1000,
      latencies: results.flatMap((r) => r.latencies),
      orderIds: results.flatMap((r) => r.orderIds),
      failed: results.reduce((n, r) => n + r.failed, 0),
      nodeCpuMs: results.reduce((n, r) => n + r.nodeCpuMs, 0),
      pgCpuMs: results.every((r) => r.pgCpuMs !== null) ? results.reduce((n, r) => n + r.pgCpuMs!, 0) : null,
      machineBusyMs: machineAfter.busy - machineBefore.busy,
      machineWallMs: (machineAfter.total - machineBefore.total) / os.cpus().length,
      perProcess: results.map((r) => ({
        orders: r.latencies.length,
        seconds: (r.ended - r.started) / 1000,
        nodeCpuMs: r.nodeCpuMs,
        pgCpuMs: r.pgCpuMs,
      })),
    };
  } finally {
    await Promise.all(children.map(({ child }) => stopChild(child)));
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The child's side: one process's share of the orders. */
async function work(): Promise<void> {
  const concurrency = Number(process.env.BENCH_ORDERS_CONCURRENCY);
  const share = JSON.parse(readFileSync(process.env.BENCH_ORDERS_SHARE ?? '', 'utf8')) as ProcessShare;
  const database = await openDatabase({
    kind: 'postgres',
    url: process.env.BENCH_ORDERS_URL ?? '',
    schema: process.env.BENCH_ORDERS_SCHEMA,
    poolSize: appPoolSize(),
  });
  const shop = testShop('de');
  const order = async (customer: CustomerProfile) =>
    placeOrder(database.db, shop, customer, { idempotencyKey: randomUUID() });

  // Every connection of the pool opened at once (each query holds its own for 50 ms), and its server process known.
  const pids = await inParallel(concurrency, concurrency, async () => {
    const [row] = await queryRows<{ pid: number }>(
      database.db,
      sql`select pg_backend_pid() as pid, pg_sleep(0.05)`,
    );
    return row!.pid;
  });
  const backends = [...new Set(pids)];
  await closedLoop(share.warmup.length, concurrency, async (i) => void (await order(share.warmup[i]!)));

  const go = new Promise<void>((resolve) => process.once('SIGUSR1', () => resolve()));
  console.log('ready');
  await go;

  const backendCpu = () =>
    backends
      .map(processCpuMs)
      .reduce<number | null>((n, ms) => (n === null || ms === null ? null : n + ms), 0);
  const cpuBefore = process.cpuUsage();
  const pgBefore = backendCpu();
  const started = performance.timeOrigin + performance.now();
  const orderIds: string[] = [];
  let failed = 0;
  const run = await closedLoop(share.measured.length, concurrency, async (i) => {
    const result = await order(share.measured[i]!);
    if (result.ok) orderIds.push(result.order.id);
    else failed++;
  });
  const ended = performance.timeOrigin + performance.now();
  const pgAfter = backendCpu();
  const cpu = process.cpuUsage(cpuBefore);
  const result: WorkerResult = {
    started,
    ended,
    latencies: run.latencies.map((ms) => Math.round(ms * 100) / 100),
    orderIds,
    failed,
    nodeCpuMs: (cpu.user + cpu.system) / 1000,
    pgCpuMs: pgBefore === null || pgAfter === null ? null : pgAfter - pgBefore,
    backends: backends.length,
  };
  console.log(`result ${JSON.stringify(result)}`);
  await database.close();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  work().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
