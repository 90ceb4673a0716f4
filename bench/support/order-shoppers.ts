// Shared by the orders bench and its order-placing child processes (order-instances.ts): the products and shoppers
// the orders are placed for, the closed loop that places them, and the oversell check at the end.
import { sql } from 'drizzle-orm';
import { sellable } from '../../src/commerce/basket/basket-factories';
import type { CustomerProfile } from '../../src/commerce/customer/customer-store';
import { orderingCustomer } from '../../src/commerce/order/order-factories';
import type { ShopContext } from '../../src/commerce/tenant/shop-context';
import { env } from '../../src/platform/config/env';
import { DEFAULT_POOL_SIZE, queryRows, type Database } from '../../src/platform/db/client';

export const PRODUCTS = 60;

/**
 * The pool an app instance opens (DATABASE_POOL_SIZE, else the default): shoppers beyond it wait for a connection
 * as they would in the app. Before decision 0068 the bench gave each process a pool as large as its concurrency —
 * a configuration the app never ran, with twice the p95 at 32.
 */
export const appPoolSize = (): number => env().DATABASE_POOL_SIZE ?? DEFAULT_POOL_SIZE;

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Runs `count` jobs with `concurrency` workers; returns per-job latencies and the wall time. */
export async function closedLoop(count: number, concurrency: number, job: (i: number) => Promise<void>) {
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

export async function inParallel<T>(
  count: number,
  width: number,
  make: (i: number) => Promise<T>,
): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let i = next++; i < count; i = next++) out[i] = await make(i);
    }),
  );
  return out;
}

/** PRODUCTS sellable variants with plenty of stock, and the stock of every variant of the shop as it starts. */
export async function seedProducts(database: Database) {
  const skus: string[] = [];
  for (let i = 0; i < PRODUCTS; i++)
    skus.push(await sellable(database.db, { price: 1_000 + i * 137, stock: 1_000_000 }));
  const initial = new Map(
    (
      await queryRows<{ variant_sku: string; stock: number }>(
        database.db,
        sql`select variant_sku, stock from variants where tenant_id = 'de'`,
      )
    ).map((r) => [r.variant_sku, r.stock]),
  );
  return { skus, initial };
}

/**
 * `count` customers ready to order 1–2 lines (3 pieces) of the products; `salt` varies which products a round's
 * shoppers pick. Shopper i and i+1 share products often, so any split of them contends on the same stock rows.
 */
export function shoppers(
  database: Database,
  shop: ShopContext,
  skus: string[],
  count: number,
  salt: number,
): Promise<CustomerProfile[]> {
  return inParallel(count, database.kind === 'postgres' ? 8 : 1, (i) =>
    orderingCustomer(database.db, shop, {
      lines: [
        { variantSku: skus[(i * 7 + salt) % skus.length]!, quantity: 1 },
        { variantSku: skus[(i * 13 + 3) % skus.length]!, quantity: 2 },
      ].filter((l, index, all) => all.findIndex((x) => x.variantSku === l.variantSku) === index),
    }),
  );
}

/** Pieces sold beyond the stock a variant started with (or stock below zero), and variants whose stock + sold moved. */
export async function oversellCheck(database: Database, initial: Map<string, number>) {
  const sold = await queryRows<{ variant_sku: string; stock: number; sold: number }>(
    database.db,
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
  return { oversold, inconsistent };
}
