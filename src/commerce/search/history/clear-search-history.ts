// Use case: forget the owner's whole search history.
import { sql } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { SearchOwner } from './search-history';

export async function clearSearchHistory(db: Db, shop: ShopContext, owner: SearchOwner): Promise<void> {
  await db.execute(sql`
    delete from search_history
    where tenant_id = ${shop.tenant.key} and owner_kind = ${owner.kind} and owner_id = ${owner.id}`);
}
