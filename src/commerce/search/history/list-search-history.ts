// Use case: the owner's recent search terms, newest first.
import { sql } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { queryRows, type Db } from '@/platform/db/client';
import { HISTORY_KEEP, type HistoryEntry, type SearchOwner } from './search-history';

export async function listSearchHistory(db: Db, shop: ShopContext, owner: SearchOwner, limit: number = HISTORY_KEEP): Promise<HistoryEntry[]> {
  const capped = Math.max(1, Math.min(HISTORY_KEEP, Math.trunc(limit)));
  const rows = await queryRows<{ term: string; created_at: Date | string }>(
    db,
    sql`select term, created_at from search_history
        where tenant_id = ${shop.tenant.key} and owner_kind = ${owner.kind} and owner_id = ${owner.id}
        order by created_at desc, id desc
        limit ${capped}`,
  );
  return rows.map((row) => ({ term: row.term, searchedAt: new Date(row.created_at) }));
}
