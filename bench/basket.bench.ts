// basket — add-to-basket and the basket read through the GraphQL gateway (yoga, resolvers, owner lookup, pricing
// with promotions and a code), next to the plain read of one row as the baseline, in the same run on the same data.
// Runs in this process on its own database: in-memory PGlite, or a private schema of DATABASE_URL's PostgreSQL
// (the app server is not used). BENCH_BASKET_PRODUCTS sets the catalog size (default 2,000 per the demo shop).
import { sql } from 'drizzle-orm';
import { createGateway } from '../src/api/graphql/yoga';
import { seedCatalog } from '../src/demo/catalog/catalog-seeder';
import { seedVouchers } from '../src/commerce/promotion/seed-vouchers';
import { queryRows } from '../src/platform/db/client';
import { closeDatabase, setDatabase } from '../src/platform/db/database';
import { clientAddressHeader } from '../src/platform/http/client-address';
import { createTestDatabase } from '../src/platform/db/test-database';
import { AddToBasketDocument } from '../src/features/shared/client-data/generated/add-to-basket';
import { ApplyVoucherDocument } from '../src/features/shared/client-data/generated/apply-voucher';
import { BasketCountDocument } from '../src/features/shared/client-data/generated/basket-count';
import { BasketDocument } from '../src/features/shared/client-data/generated/basket';
import { metric, type BenchContext, type BenchOutcome } from './support/types';

const PRODUCTS = Number(process.env.BENCH_BASKET_PRODUCTS ?? 2_000);
const ROUNDS = Number(process.env.BENCH_BASKET_ROUNDS ?? 200);
const LINES = 5;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function timed<T>(samples: number[] | null, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  samples?.push(performance.now() - started);
  return result;
}

export async function run(ctx: BenchContext): Promise<BenchOutcome> {
  const database = await createTestDatabase();
  setDatabase(database);
  try {
    ctx.log(`basket: seeding ${PRODUCTS} products for de into ${database.label}`);
    await seedCatalog(database.db, { products: PRODUCTS, tenants: ['de'] }, ctx.log);
    await seedVouchers(database.db);
    const skus = (
      await queryRows<{ variant_sku: string }>(
        database.db,
        sql`select v.variant_sku from variants v join products p on p.tenant_id = v.tenant_id and p.sku = v.sku and p.active
            where v.tenant_id = 'de' and v.stock >= 5 order by v.variant_sku limit 500`,
      )
    ).map((r) => r.variant_sku);
    if (skus.length < LINES * 4) throw new Error(`only ${skus.length} variants with enough stock`);

    const gateway = createGateway({ production: true });
    const call = async (query: string, variables: Record<string, unknown>, cookie?: string) => {
      const response = await gateway.fetch(
        new Request('http://localhost/api/gateway', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            host: 'localhost',
            [clientAddressHeader]: '127.0.0.1',
            ...(cookie ? { cookie } : {}),
          },
          body: JSON.stringify({ query, variables }),
        }),
      );
      const body = (await response.json()) as { errors?: unknown[] };
      if (body.errors) throw new Error(`gateway answered ${JSON.stringify(body.errors)}`);
      const set = response.headers.getSetCookie().find((c) => c.startsWith('sf_basket='));
      return set ? set.split(';')[0]! : cookie;
    };
    const readRow = (variantSku: string) =>
      queryRows(
        database.db,
        sql`select * from variants where tenant_id = 'de' and variant_sku = ${variantSku}`,
      );

    const addMs: number[] = [];
    const firstAddMs: number[] = [];
    const readMs: number[] = [];
    const countMs: number[] = [];
    const rowMs: number[] = [];
    ctx.log(
      `basket: warming up, then ${ROUNDS} visitors adding ${LINES} variants each, reading their basket and its count`,
    );
    for (let round = -10; round < ROUNDS; round++) {
      const measured = round >= 0;
      let cookie: string | undefined;
      for (let line = 0; line < LINES; line++) {
        const variantSku = skus[(round * LINES + line + 10 * LINES) % skus.length]!;
        const samples = !measured ? null : line === 0 ? firstAddMs : addMs;
        cookie = await timed(samples, () => call(AddToBasketDocument, { variantSku, quantity: 1 }, cookie));
        await timed(measured ? rowMs : null, () => readRow(variantSku));
      }
      // The read with everything at work: five lines, an automatic promotion where it applies, and a code.
      await call(ApplyVoucherDocument, { code: 'SPAR10' }, cookie).catch(() => cookie);
      await timed(measured ? readMs : null, () => call(BasketDocument, {}, cookie));
      await timed(measured ? countMs : null, () => call(BasketCountDocument, {}, cookie));
    }

    const baseline = (p: number) => ({ name: `plain read of one row p${p}`, value: percentile(rowMs, p) });
    return {
      metrics: [
        metric('addToBasket p50 (basket exists)', 'ms', percentile(addMs, 50), baseline(50)),
        metric('addToBasket p95 (basket exists)', 'ms', percentile(addMs, 95), baseline(95)),
        metric('addToBasket p95 (first add, new basket)', 'ms', percentile(firstAddMs, 95), baseline(95)),
        metric('basket read p50 (5 lines, code)', 'ms', percentile(readMs, 50), baseline(50)),
        metric('basket read p95 (5 lines, code)', 'ms', percentile(readMs, 95), baseline(95)),
        metric('basket count p95 (header)', 'ms', percentile(countMs, 95), baseline(95)),
        metric('plain read of one row p95', 'ms', percentile(rowMs, 95)),
      ],
      details: {
        database: database.label,
        products: PRODUCTS,
        visitors: ROUNDS,
        linesPerBasket: LINES,
        samples: {
          add: addMs.length,
          firstAdd: firstAddMs.length,
          read: readMs.length,
          count: countMs.length,
          row: rowMs.length,
        },
        note: 'In process through gateway.fetch: yoga, resolvers and database; no HTTP server, no Next.js.',
      },
    };
  } finally {
    await closeDatabase();
  }
}
