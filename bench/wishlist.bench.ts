// wishlist — the wishlist read and add through the GraphQL gateway (yoga, resolvers, session lookup, the products'
// facts), next to the basket read of the same customers and the plain read of one row as the baseline, in the same
// run on the same data. Runs in this process on its own database: in-memory PGlite, or a private schema of
// DATABASE_URL's PostgreSQL (the app server is not used). BENCH_WISHLIST_PRODUCTS sets the catalog size (default 2,000).
import { sql } from 'drizzle-orm';
import { createGateway } from '../src/api/graphql/yoga';
import { postLogin } from '../src/api/identity/login-endpoints';
import { activeCustomer, testShop } from '../src/commerce/customer/customer-factories';
import { seedCatalog } from '../src/demo/catalog/catalog-seeder';
import { AddToBasketDocument } from '../src/features/shared/client-data/generated/add-to-basket';
import { AddToWishlistDocument } from '../src/features/shared/client-data/generated/add-to-wishlist';
import { BasketDocument } from '../src/features/shared/client-data/generated/basket';
import { RemoveFromWishlistDocument } from '../src/features/shared/client-data/generated/remove-from-wishlist';
import { WishlistDocument } from '../src/features/shared/client-data/generated/wishlist';
import { queryRows } from '../src/platform/db/client';
import { closeDatabase, setDatabase } from '../src/platform/db/database';
import { createTestDatabase } from '../src/platform/db/test-database';
import { clientAddressHeader } from '../src/platform/http/client-address';
import { csrfHeader } from '../src/platform/http/csrf-header';
import { metric, type BenchContext, type BenchOutcome } from './support/types';

const PRODUCTS = Number(process.env.BENCH_WISHLIST_PRODUCTS ?? 2_000);
const ROUNDS = Number(process.env.BENCH_WISHLIST_ROUNDS ?? 200);
const CUSTOMERS = 20;
/** Items a customer keeps: each round adds one and takes the oldest off. */
const ITEMS = 5;

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

/** Logs a customer in through the login endpoint (each from an address of its own) and answers the Cookie header. */
async function logIn(email: string, password: string, index: number): Promise<string> {
  const response = await postLogin(
    new Request('http://localhost/api/identity/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: 'localhost',
        origin: 'http://localhost',
        [csrfHeader]: '1',
        [clientAddressHeader]: `10.9.${index >> 8}.${index & 255}`,
      },
      body: JSON.stringify({ email, password }),
    }),
  );
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

export async function run(ctx: BenchContext): Promise<BenchOutcome> {
  const database = await createTestDatabase();
  setDatabase(database);
  try {
    ctx.log(`wishlist: seeding ${PRODUCTS} products for de into ${database.label}`);
    await seedCatalog(database.db, { products: PRODUCTS, tenants: ['de'] }, ctx.log);
    const rows = await queryRows<{ sku: string; variant_sku: string }>(
      database.db,
      sql`select distinct on (p.sku) p.sku, v.variant_sku from products p join variants v on v.tenant_id = p.tenant_id and v.sku = p.sku
          where p.tenant_id = 'de' and p.active and v.stock >= 5 order by p.sku, v.variant_sku limit 500`,
    );
    if (rows.length < ITEMS * 4) throw new Error(`only ${rows.length} products with enough stock`);

    ctx.log(`wishlist: registering and logging in ${CUSTOMERS} customers`);
    const shop = testShop('de');
    const cookies: string[] = [];
    for (let i = 0; i < CUSTOMERS; i++) {
      const customer = await activeCustomer(database.db, shop);
      cookies.push(await logIn(customer.email, customer.password, i));
    }

    const gateway = createGateway({ production: true });
    const call = async (query: string, variables: Record<string, unknown>, cookie: string) => {
      const response = await gateway.fetch(
        new Request('http://localhost/api/gateway', {
          method: 'POST',
          headers: { 'content-type': 'application/json', host: 'localhost', [clientAddressHeader]: '127.0.0.1', cookie },
          body: JSON.stringify({ query, variables }),
        }),
      );
      const body = (await response.json()) as { errors?: unknown[] };
      if (body.errors) throw new Error(`gateway answered ${JSON.stringify(body.errors)}`);
    };
    const readRow = (sku: string) =>
      queryRows(database.db, sql`select * from products where tenant_id = 'de' and sku = ${sku}`);

    // Every customer starts with ITEMS products on the list and ITEMS lines in the basket.
    const lists = cookies.map(() => [] as string[]);
    let next = 0;
    const nextRow = () => rows[next++ % rows.length]!;
    for (const [c, cookie] of cookies.entries())
      for (let i = 0; i < ITEMS; i++) {
        const row = nextRow();
        await call(AddToWishlistDocument, { sku: row.sku }, cookie);
        lists[c]!.push(row.sku);
        await call(AddToBasketDocument, { variantSku: row.variant_sku, quantity: 1 }, cookie);
      }

    const addMs: number[] = [];
    const readMs: number[] = [];
    const basketMs: number[] = [];
    const rowMs: number[] = [];
    ctx.log(`wishlist: warming up, then ${ROUNDS} rounds of add, read and the basket read of the same customer`);
    for (let round = -10; round < ROUNDS; round++) {
      const measured = round >= 0;
      const c = (round + 10) % CUSTOMERS;
      const cookie = cookies[c]!;
      const row = nextRow();
      // The 6th product goes on, the oldest comes off (not measured), so every read sees ITEMS products.
      await timed(measured ? addMs : null, () => call(AddToWishlistDocument, { sku: row.sku }, cookie));
      await timed(measured ? rowMs : null, () => readRow(row.sku));
      await call(RemoveFromWishlistDocument, { sku: lists[c]!.shift()! }, cookie);
      lists[c]!.push(row.sku);
      await timed(measured ? readMs : null, () => call(WishlistDocument, {}, cookie));
      await timed(measured ? basketMs : null, () => call(BasketDocument, {}, cookie));
    }

    const baseline = (p: number) => ({ name: `plain read of one row p${p}`, value: percentile(rowMs, p) });
    return {
      metrics: [
        metric(`wishlist read p50 (${ITEMS} items)`, 'ms', percentile(readMs, 50), baseline(50)),
        metric(`wishlist read p95 (${ITEMS} items)`, 'ms', percentile(readMs, 95), baseline(95)),
        metric('addToWishlist p95 (answers the whole list)', 'ms', percentile(addMs, 95), baseline(95)),
        metric(`basket read p95 (${ITEMS} lines, same customers)`, 'ms', percentile(basketMs, 95), baseline(95)),
        metric('plain read of one row p95', 'ms', percentile(rowMs, 95)),
      ],
      details: {
        database: database.label,
        products: PRODUCTS,
        customers: CUSTOMERS,
        rounds: ROUNDS,
        itemsPerList: ITEMS,
        samples: { add: addMs.length, read: readMs.length, basket: basketMs.length, row: rowMs.length },
        note: 'In process through gateway.fetch: yoga, resolvers, session lookup and database; no HTTP server, no Next.js.',
      },
    };
  } finally {
    await closeDatabase();
  }
}
