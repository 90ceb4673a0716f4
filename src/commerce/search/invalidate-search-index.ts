// Use case: the visible assortment of a tenant changed (seeding, an import, stock or price updates). Raises the
// tenant's catalog version, so every app instance rebuilds its indexes within VERSION_CHECK_MS, and drops this
// process's indexes at once. Call it after the change is committed.
import { sql } from 'drizzle-orm';
import type { TenantKey } from '@/commerce/tenant/tenants';
import type { Db } from '@/platform/db/client';
import { dropSearchIndexes } from './engine/search-index-registry';

export async function invalidateSearchIndex(db: Db, tenant: TenantKey): Promise<void> {
  await db.execute(
    sql`insert into search_index_versions (tenant_id, version, changed_at) values (${tenant}, 1, now())
        on conflict (tenant_id) do update set version = search_index_versions.version + 1, changed_at = now()`,
  );
  dropSearchIndexes(db, tenant);
}
