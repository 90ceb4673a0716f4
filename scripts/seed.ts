// `npm run seed -- [--products N] [--tenant de[,at,…]] [--seed text]`: replaces the demo catalog of the shops (all
// by default) with N generated products (default 2,000), then runs the other demo-data seeders that have not run
// yet. Uses the database of the environment: DATABASE_URL, else the embedded one in DATA_DIR (stop a running
// server first — the embedded database has one owner).
import { parseArgs } from 'node:util';
import { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED } from '../src/demo/catalog/catalog-rows';
import { catalogSeeder, seedCatalog } from '../src/demo/catalog/catalog-seeder';
import { isTenantKey, tenantKeys, type TenantKey } from '../src/commerce/tenant/tenants';
import { EnvError, env } from '../src/platform/config/env';
import { migrate, pgliteDir } from '../src/platform/db/client';
import { closeDatabase, getDatabase } from '../src/platform/db/database';
import { seedRuns } from '../src/platform/db/platform.schema';
import { runSeeders } from '../src/platform/db/seed-runner';
import { seeders } from './seeders';

const USAGE = 'usage: npm run seed -- [--products N] [--tenant de[,at,ch,nl]] [--seed text]';

function options() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      tenant: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const products =
    values.products === undefined ? DEFAULT_PRODUCT_COUNT : Number(values.products.replaceAll('_', ''));
  if (!Number.isInteger(products) || products < 1 || products > 1_000_000)
    throw new Error(`--products expects a whole number from 1 to 1,000,000\n${USAGE}`);
  const tenants = values.tenant ? values.tenant.split(',').map((t) => t.trim()) : [...tenantKeys];
  const unknown = tenants.filter((t) => !isTenantKey(t));
  if (unknown.length)
    throw new Error(
      `unknown tenant ${unknown.join(', ')}; the tenants are ${tenantKeys.join(', ')}\n${USAGE}`,
    );
  return { products, tenants: tenants as TenantKey[], seed: values.seed ?? DEFAULT_SEED };
}

async function main() {
  const { products, tenants, seed } = options();
  const config = env();
  console.log(
    config.DATABASE_URL
      ? '[seed] PostgreSQL from DATABASE_URL'
      : `[seed] embedded database in ${pgliteDir(config.DATA_DIR)}`,
  );
  const database = await getDatabase();
  await migrate(database);
  const started = performance.now();
  console.log(
    `[seed] replacing the catalog of ${tenants.join(', ')} with ${products.toLocaleString('en')} products each`,
  );
  const counts = await seedCatalog(database.db, { products, tenants, seed }, (line) =>
    console.log(`[seed] ${line}`),
  );
  // Recorded like `npm start` would, so the next start keeps this catalog instead of seeding the default one.
  const catalog = catalogSeeder();
  const details = { products, tenants, seed, counts };
  await database.db
    .insert(seedRuns)
    .values({ name: catalog.name, version: catalog.version, details })
    .onConflictDoUpdate({
      target: seedRuns.name,
      set: { version: catalog.version, details, ranAt: new Date() },
    });
  const others = await runSeeders(
    database.db,
    seeders.filter((s) => s.name !== catalog.name),
    (line) => console.log(`[seed] ${line}`),
  );
  for (const o of others)
    console.log(`[seed] ${o.name}: ${o.status === 'present' ? 'already there' : 'seeded'}`);
  console.log(`[seed] done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main()
  .then(() => closeDatabase())
  .catch(async (error: unknown) => {
    if (error instanceof EnvError) console.error(`${error.message}\nSee "Configuration" in README.md.`);
    else console.error(`[seed] failed: ${error instanceof Error ? error.message : String(error)}`);
    if (
      error instanceof Error &&
      error.name !== 'DatabaseLockedError' &&
      !(error instanceof EnvError) &&
      !error.message.includes(USAGE)
    )
      console.error(error);
    await closeDatabase().catch(() => {});
    process.exit(1);
  });
