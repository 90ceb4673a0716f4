// The search indexes of this process, one per database, tenant and locale: built on first use, and rebuilt when
// the tenant's catalog version (search_index_versions) moves. Queries keep using the old index while a new one
// builds, so a catalog change never makes a search wait. The database stays the system of record.
import { sql } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { queryRows, type Db } from '@/platform/db/client';
import { getDb } from '@/platform/db/database';
import { errorFields, logger } from '@/platform/logging/logger';
import { buildSearchIndex } from './build-search-index';
import { loadCatalogSnapshot } from './load-catalog-snapshot';
import type { SearchIndex } from './search-index';

/** How often an instance asks the database whether the catalog changed (cheap: one primary-key read). */
export const VERSION_CHECK_MS = 5_000;

interface Entry {
  index: Promise<SearchIndex>;
  checkedAt: number;
  rebuilding: boolean;
}

const KEY = Symbol.for('schaufenster.search-indexes');
type Holder = { [KEY]?: WeakMap<Db, Map<string, Entry>> };

function entriesOf(db: Db): Map<string, Entry> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new WeakMap();
  let entries = holder[KEY].get(db);
  if (!entries) holder[KEY].set(db, (entries = new Map()));
  return entries;
}

export async function catalogVersion(db: Db, tenant: string): Promise<number> {
  const rows = await queryRows<{ version: number }>(db, sql`select version from search_index_versions where tenant_id = ${tenant}`);
  return rows[0] ? Number(rows[0].version) : 0;
}

async function build(db: Db, shop: ShopContext): Promise<SearchIndex> {
  const started = Date.now();
  const version = await catalogVersion(db, shop.tenant.key);
  const index = buildSearchIndex(await loadCatalogSnapshot(db, shop), version);
  logger().info(
    { tenant: shop.tenant.key, locale: shop.locale, products: index.size, version, ms: Date.now() - started },
    'search index built',
  );
  return index;
}

/** The index for the shop's tenant and locale; builds it on first use. */
export async function searchIndexFor(shop: ShopContext, db?: Db): Promise<SearchIndex> {
  const database = db ?? (await getDb());
  const entries = entriesOf(database);
  const key = `${shop.tenant.key}:${shop.locale}`;
  const entry = entries.get(key);
  if (!entry) {
    const fresh: Entry = { index: build(database, shop), checkedAt: Date.now(), rebuilding: false };
    entries.set(key, fresh);
    // A failed build is forgotten, so the next search tries again instead of failing forever.
    fresh.index.catch(() => entries.get(key) === fresh && entries.delete(key));
    return fresh.index;
  }
  if (Date.now() - entry.checkedAt >= VERSION_CHECK_MS && !entry.rebuilding) {
    entry.checkedAt = Date.now();
    void refreshIfChanged(database, shop, entry);
  }
  return entry.index;
}

async function refreshIfChanged(db: Db, shop: ShopContext, entry: Entry): Promise<void> {
  entry.rebuilding = true;
  try {
    const current = await entry.index;
    if ((await catalogVersion(db, shop.tenant.key)) === current.version) return;
    const next = await build(db, shop);
    entry.index = Promise.resolve(next);
  } catch (error) {
    logger().error({ ...errorFields(error), tenant: shop.tenant.key, locale: shop.locale }, 'search index refresh failed');
  } finally {
    entry.rebuilding = false;
  }
}

/** Forgets this process's indexes of a tenant (all tenants without one); the next search builds afresh. */
export function dropSearchIndexes(db: Db, tenant?: string): void {
  const entries = entriesOf(db);
  for (const key of [...entries.keys()]) if (!tenant || key.startsWith(`${tenant}:`)) entries.delete(key);
}
