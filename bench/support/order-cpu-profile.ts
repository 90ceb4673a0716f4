// Where an order's CPU goes (issue 22: 300 orders/s needs half of it). Seeds a schema of its own on PostgreSQL as the
// orders bench does, warms up, then places ORDERS orders at CONCURRENCY in this process and reports the node CPU
// (process.cpuUsage) and the pool's PostgreSQL backends' CPU (/proc/<pid>/stat) per order, the statements per order
// and orders/s. With PROFILE=<file.cpuprofile> the measured orders run under the V8 CPU profiler (node:inspector, so
// the seeding and the warm-up stay out of it) and the top functions and modules by self time are printed.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/support/order-cpu-profile.ts
//   ORDERS=500 CONCURRENCY=8 PROFILE=/tmp/orders.cpuprofile … (same command)
//
// KIND=pglite places them on in-memory PGlite instead (its database runs in this process: node CPU is all of it).
// One line of JSON at the end (`result {…}`) so alternating runs of two checkouts can be collected by a shell loop.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { placeOrder } from '../../src/commerce/checkout/place-order';
import { testShop } from '../../src/commerce/customer/customer-factories';
import { migrate, openDatabase, queryRows } from '../../src/platform/db/client';
import { summariseProfile, type CpuProfile } from './cpu-profile-summary';
import { appPoolSize, closedLoop, inParallel, seedProducts, shoppers } from './order-shoppers';

const URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORDERS = Number(process.env.ORDERS ?? 300);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const WARMUP = Number(process.env.WARMUP ?? 60);
// The pool's size: an app instance's unless POOL says otherwise (shoppers beyond it wait for a connection).
const POOL = Number(process.env.POOL ?? appPoolSize());
const PROFILE = process.env.PROFILE;
const PGLITE = process.env.KIND === 'pglite';

const TICK_MS = 1000 / 100; // USER_HZ

function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

async function main() {
  const schema = `cpu_orders_${randomBytes(4).toString('hex')}`;
  const admin = PGLITE ? null : await openDatabase({ kind: 'postgres', url: URL, poolSize: 1 });
  await admin?.db.execute(sql.raw(`create schema ${schema}`));
  let statements = 0;
  const onQuery = () => void statements++;
  const database = await openDatabase(
    PGLITE
      ? { kind: 'pglite-memory', onQuery }
      : { kind: 'postgres', url: URL, schema, poolSize: POOL, onQuery },
  );
  try {
    await migrate(database, PGLITE ? {} : { schema });
    const shop = testShop('de');
    const { skus } = await seedProducts(database);
    const customers = await shoppers(database, shop, skus, WARMUP + ORDERS, CONCURRENCY);
    const warmup = customers.splice(ORDERS);
    const pids = PGLITE
      ? []
      : await inParallel(CONCURRENCY, CONCURRENCY, async () => {
          const [row] = await queryRows<{ pid: number }>(
            database.db,
            sql`select pg_backend_pid() as pid, pg_sleep(0.05)`,
          );
          return row!.pid;
        });
    const backends = [...new Set(pids)];
    const order = async (i: number, list: typeof customers) => {
      const result = await placeOrder(database.db, shop, list[i]!, { idempotencyKey: randomUUID() });
      if (!result.ok) throw new Error(`order refused: ${JSON.stringify(result)}`);
    };
    await closedLoop(warmup.length, CONCURRENCY, (i) => order(i, warmup));

    const session = PROFILE ? new Session() : null;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
    }
    const load = os.loadavg()[0]!;
    const pgBefore = backends.reduce((n, pid) => n + processCpuMs(pid), 0);
    const cpuBefore = process.cpuUsage();
    statements = 0;
    const run = await closedLoop(ORDERS, CONCURRENCY, (i) => order(i, customers));
    const cpu = process.cpuUsage(cpuBefore);
    const pgMs = backends.reduce((n, pid) => n + processCpuMs(pid), 0) - pgBefore;
    const sorted = [...run.latencies].sort((a, b) => a - b);
    const result = {
      orders: ORDERS,
      concurrency: CONCURRENCY,
      pool: POOL,
      loadBefore: load,
      loadAfter: os.loadavg()[0]!,
      ordersPerSecond: ORDERS / run.seconds,
      p95: sorted[Math.ceil(0.95 * sorted.length) - 1],
      nodeCpuMsPerOrder: (cpu.user + cpu.system) / 1000 / ORDERS,
      pgCpuMsPerOrder: PGLITE ? null : pgMs / ORDERS,
      statementsPerOrder: statements / ORDERS,
    };
    if (session) {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      writeFileSync(PROFILE!, JSON.stringify(profile));
      console.log(summariseProfile(profile as CpuProfile, { orders: ORDERS }));
    }
    console.log(`result ${JSON.stringify(result)}`);
  } finally {
    await database.close();
    await admin?.db.execute(sql.raw(`drop schema ${schema} cascade`));
    await admin?.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
