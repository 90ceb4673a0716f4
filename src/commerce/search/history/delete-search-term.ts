// Use case: forget one term of the owner's history (in any spelling). Deleting a term that is not there is fine.
import { sql } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { normaliseTerm } from '../normalise-term';
import { termKey, type SearchOwner } from './search-history';

export async function deleteSearchTerm(db: Db, shop: ShopContext, owner: SearchOwner, rawTerm: unknown): Promise<void> {
  const term = normaliseTerm(rawTerm);
  if (!term) return;
  await db.execute(sql`
    delete from search_history
    where tenant_id = ${shop.tenant.key} and owner_kind = ${owner.kind} and owner_id = ${owner.id}
      and term_key = ${termKey(term)}`);
}
