// orders — placeOrder (re-price, stock row locks, ledger, outbox, order number) at concurrency 1, 8 and 32, next to
// one plain insert transaction at the same concurrency as the baseline, in the same run on the same database. Runs
// in this process on in-memory PGlite and, when reachable, on PostgreSQL (DATABASE_URL, else BENCH_POSTGRES_URL) with
// a pool large enough for the concurrency. Ends with a contention round (64 shoppers, 16 pieces) and checks that
// nothing was oversold. BENCH_ORDERS sets the orders per level (default 200).
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { sellable } from '../src/commerce/basket/basket-factories';
import { testShop } from '../src/commerce/customer/customer-factories';
import type { CustomerProfile } from '../src/commerce/customer/customer-store';
import { orderingCustomer } from '../src/commerce/order/order-factories';
import { placeOrder } from '../src/commerce/checkout/place-order';
import { migrate, openDatabase, queryRows, type Database } from '../src/platform/db/client';
import { budget, metric, type BenchContext, type BenchOutcome, type Metric } from './support/types';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const LEVELS = [1, 8, 32] as const;
const PRODUCTS = 60;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Runs `count` jobs with `concurrency` workers; returns per-job latencies and the wall time. */
async function load(count: number, concurrency: number, job: (i: number) => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < count; i = next++) {
        const t = performance.now();
        await job(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

async function inParallel<T>(count: number, width: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let i = next++; i < count; i = next++) out[i] = await make(i);
    }),
  );
  return out;
}

async function measure(database: Database, label: string, ctx: BenchContext) {
  const db = database.db;
  const shop = testShop('de');
  await db.execute(
    sql`create table if not exists bench_inserts (id bigserial primary key, payload text not null, at timestamptz not null default now())`,
  );
  ctx.log(`orders/${label}: ${PRODUCTS} products`);
  const skus: string[] = [];
  for (let i = 0; i < PRODUCTS; i++)
    skus.push(await sellable(db, { price: 1_000 + i * 137, stock: 1_000_000 }));
  const initial = new Map(
    (
      await queryRows<{ variant_sku: string; stock: number }>(
        db,
        sql`select variant_sku, stock from variants where tenant_id = 'de'`,
      )
    ).map((r) => [r.variant_sku, r.stock]),
  );

  const metrics: Metric[] = [];
  const details: Record<string, unknown> = {};
  for (const concurrency of LEVELS) {
    ctx.log(`orders/${label}: preparing ${ORDERS} shoppers for concurrency ${concurrency}`);
    const customers: CustomerProfile[] = await inParallel(ORDERS, database.kind === 'postgres' ? 8 : 1, (i) =>
      orderingCustomer(db, shop, {
        lines: [
          { variantSku: skus[(i * 7 + concurrency) % PRODUCTS]!, quantity: 1 },
          { variantSku: skus[(i * 13 + 3) % PRODUCTS]!, quantity: 2 },
        ].filter((l, index, all) => all.findIndex((x) => x.variantSku === l.variantSku) === index),
      }),
    );
    // Warm-up: a few inserts and orders are not measured.
    const baseline = await load(ORDERS, concurrency, async () => {
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into bench_inserts (payload) values (${randomBytes(16).toString('hex')})`,
        );
      });
    });
    let failed = 0;
    const orders = await load(ORDERS, concurrency, async (i) => {
      const result = await placeOrder(db, shop, customers[i]!, { idempotencyKey: randomUUID() });
      if (!result.ok) failed++;
    });
    const rate = ORDERS / orders.seconds;
    const baseRate = ORDERS / baseline.seconds;
    const limit = database.kind === 'postgres' ? 100 : 25;
    metrics.push(
      metric(
        `placeOrder orders/s, concurrency ${concurrency}`,
        '1/s',
        rate,
        { name: 'plain insert transactions/s', value: baseRate },
        ({ value }) => budget(`≥ ${limit} orders/s on ${label}`, 'value', '>=', limit, value),
      ),
      metric(
        `placeOrder p95, concurrency ${concurrency}`,
        'ms',
        percentile(orders.latencies, 95),
        { name: 'plain insert transaction p95', value: percentile(baseline.latencies, 95) },
        ({ value }) => budget('p95 ≤ 100 ms', 'value', '<=', 100, value),
      ),
    );
    details[`concurrency${concurrency}`] = {
      failed,
      p50: percentile(orders.latencies, 50),
      seconds: orders.seconds,
    };
  }

  ctx.log(`orders/${label}: contention — 64 shoppers, 16 pieces, concurrency 32`);
  const hot = await sellable(db, { price: 2_000, stock: 16 });
  const rush = await inParallel(64, database.kind === 'postgres' ? 8 : 1, () =>
    orderingCustomer(db, shop, { lines: [{ variantSku: hot, quantity: 1 }] }),
  );
  let placed = 0;
  await load(64, 32, async (i) => {
    if ((await placeOrder(db, shop, rush[i]!, { idempotencyKey: randomUUID() })).ok) placed++;
  });
  initial.set(hot, 16);
  const sold = await queryRows<{ variant_sku: string; stock: number; sold: number }>(
    db,
    sql`select v.variant_sku, v.stock, coalesce((select sum(l.quantity) from order_lines l where l.tenant_id = 'de' and l.variant_sku = v.variant_sku), 0)::int as sold
        from variants v where v.tenant_id = 'de'`,
  );
  const oversold = sold.reduce(
    (n, r) => n + Math.max(0, r.sold - (initial.get(r.variant_sku) ?? 0)) + Math.max(0, -r.stock),
    0,
  );
  const inconsistent = sold.filter(
    (r) => r.stock + r.sold !== (initial.get(r.variant_sku) ?? r.stock + r.sold),
  ).length;
  metrics.push(
    metric('oversold pieces (all rounds)', 'pieces', oversold, undefined, ({ value }) =>
      budget('zero oversell', 'value', '<=', 0, value),
    ),
    metric('contention round: orders placed for 16 pieces', 'orders', placed),
  );
  details.contention = { shoppers: 64, pieces: 16, placed, variantsWhereStockPlusSoldDiffers: inconsistent };
  return { metrics: metrics.map((m) => ({ ...m, name: `${label}: ${m.name}` })), details };
}

async function postgres(
  url: string,
  ctx: BenchContext,
): Promise<{ database: Database; drop: () => Promise<void> } | null> {
  const schema = `bench_orders_${randomBytes(4).toString('hex')}`;
  try {
    const admin = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    await admin.db.execute(sql.raw(`create schema ${schema}`));
    await admin.close();
  } catch (error) {
    ctx.log(
      `orders: PostgreSQL at ${url.replace(/:[^:@/]*@/, ':***@')} not reachable (${error instanceof Error ? error.message : error}); skipped`,
    );
    return null;
  }
  const database = await openDatabase({ kind: 'postgres', url, schema, poolSize: 40 });
  await migrate(database, { schema });
  return {
    database,
    drop: async () => {
      await database.db.execute(sql.raw(`drop schema ${schema} cascade`));
      await database.close();
    },
  };
}

export async function run(ctx: BenchContext): Promise<BenchOutcome> {
  const metrics: Metric[] = [];
  const details: Record<string, unknown> = {
    ordersPerLevel: ORDERS,
    linesPerOrder: '1–2 (3 pieces)',
    note: 'In process: use case and database, no HTTP.',
  };
  const pglite = await openDatabase({ kind: 'pglite-memory' });
  try {
    await migrate(pglite);
    const outcome = await measure(pglite, 'PGlite', ctx);
    metrics.push(...outcome.metrics);
    details.pglite = outcome.details;
  } finally {
    await pglite.close();
  }
  const url =
    process.env.DATABASE_URL ?? process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const pg = await postgres(url, ctx);
  if (pg) {
    try {
      const outcome = await measure(pg.database, 'PostgreSQL', ctx);
      metrics.push(...outcome.metrics);
      details.postgres = outcome.details;
    } finally {
      await pg.drop();
    }
  } else details.postgres = 'not reachable';
  return { metrics, details };
}
