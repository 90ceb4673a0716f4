// front — the production front of `npm run start:cluster` (issue 22, decision 0050): cached product and category
// pages served by nginx against a plain node:http server sending the same bytes (budget ≥ 0.5 ×). Needs PostgreSQL
// (DATABASE_URL, else 127.0.0.1:5432/test), Redis (REDIS_URL, else 127.0.0.1:6379) and nginx; starts a cluster of
// its own on BENCH_FRONT_PORT (default 4170) with a database of its own, or measures a running one when
// BENCH_FRONT_RUNNING=1.
import { createDatabase, startThrowawayCluster, type ThrowawayCluster } from '../scripts/cluster/throwaway-cluster';
import { fetchOk, loadMetrics, measureTargets } from './support/measure';
import { startPlainServer, type PlainServer } from './support/plain-server';
import type { LoadTarget } from './support/load';
import { budget, metric, type BenchContext, type BenchOutcome, type Metric } from './support/types';

const RATIO_BUDGET = 0.5;
const CATEGORY_PATH = '/c/damen';

export async function run(ctx: BenchContext): Promise<BenchOutcome> {
  const port = Number(process.env.BENCH_FRONT_PORT ?? 4170);
  let cluster: ThrowawayCluster | null = null;
  const plains: PlainServer[] = [];
  try {
    if (process.env.BENCH_FRONT_RUNNING !== '1') {
      const database = await createDatabase(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
      cluster = await startThrowawayCluster({
        root: ctx.root,
        port,
        databaseUrl: database.url,
        shopDatabaseUrl: database.url,
        shopRedisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        dropDatabase: database.drop,
        log: ctx.log,
      });
    }
    const origin = `http://127.0.0.1:${port}`;
    const host = `localhost:${port}`;
    const listing = await fetchOk(origin, CATEGORY_PATH, host);
    const productPath = /href="(\/p\/[^"#?]+)"/.exec(listing.body.toString('utf8'))?.[1];
    if (!productPath) throw new Error(`no product link on ${CATEGORY_PATH}`);
    // The bytes nginx sends from its cache (no Accept-Encoding, as the load generator asks): the plain server's body.
    const product = await fetchOk(origin, productPath, host);
    const category = await fetchOk(origin, CATEGORY_PATH, host);
    const plainProduct = await startPlainServer(ctx.root, product.body, 'text/html; charset=utf-8');
    plains.push(plainProduct);
    const plainCategory = await startPlainServer(ctx.root, category.body, 'text/html; charset=utf-8');
    plains.push(plainCategory);

    const targets: LoadTarget[] = [
      { label: 'product page through nginx (cached)', origin, path: productPath, host },
      { label: 'node:http, the product page bytes', origin: plainProduct.origin, path: '/', host },
      { label: 'category page through nginx (cached)', origin, path: CATEGORY_PATH, host },
      { label: 'node:http, the category page bytes', origin: plainCategory.origin, path: '/', host },
    ];
    const [nginxProduct, nodeProduct, nginxCategory, nodeCategory] = await measureTargets(targets, ctx.log);
    const metrics: Metric[] = [];
    for (const [label, front, plain] of [
      ['product page through nginx', nginxProduct!, nodeProduct!],
      ['category page through nginx', nginxCategory!, nodeCategory!],
    ] as const) {
      metrics.push(
        metric(`${label} throughput`, 'req/s', front.requestsPerSecond, { name: 'node:http, same bytes', value: plain.requestsPerSecond }, ({ ratio }) =>
          budget(`≥ ${RATIO_BUDGET} × node:http sending the same bytes`, 'ratio', '>=', RATIO_BUDGET, ratio ?? 0),
        ),
        ...loadMetrics(label, front).slice(1),
      );
    }
    metrics.push(...loadMetrics('node:http (product bytes)', nodeProduct!), ...loadMetrics('node:http (category bytes)', nodeCategory!));
    return {
      metrics,
      details: {
        productPath,
        productBytes: product.body.length,
        categoryBytes: category.body.length,
        instances: 2,
        note: 'nginx, the two instances, PostgreSQL, Redis and the load generator share the machine',
      },
    };
  } finally {
    for (const plain of plains) await plain.stop();
    if (cluster) {
      await cluster.stop();
      await cluster.dispose();
    }
  }
}
