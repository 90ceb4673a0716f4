// Use case: remember a term the owner searched for. The same term again moves to the top instead of repeating;
// only the newest HISTORY_KEEP are kept.
import { sql } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { SearchError } from '../errors';
import { normaliseTerm } from '../normalise-term';
import { HISTORY_KEEP, termKey, type SearchOwner } from './search-history';

export async function addSearchTerm(db: Db, shop: ShopContext, owner: SearchOwner, rawTerm: unknown): Promise<string> {
  const term = normaliseTerm(rawTerm);
  if (!term) throw new SearchError('SEARCH_TERM_EMPTY');
  const tenant = shop.tenant.key;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into search_history (tenant_id, owner_kind, owner_id, term, term_key, created_at)
      values (${tenant}, ${owner.kind}, ${owner.id}, ${term}, ${termKey(term)}, ${shop.now()})
      on conflict (tenant_id, owner_kind, owner_id, term_key)
      do update set term = excluded.term, created_at = excluded.created_at`);
    await trimHistory(tx as unknown as Db, tenant, owner);
  });
  return term;
}

/** Removes everything but the newest HISTORY_KEEP entries of an owner. */
export async function trimHistory(db: Db, tenant: string, owner: SearchOwner): Promise<void> {
  await db.execute(sql`
    delete from search_history
    where tenant_id = ${tenant} and owner_kind = ${owner.kind} and owner_id = ${owner.id}
      and id not in (
        select id from search_history
        where tenant_id = ${tenant} and owner_kind = ${owner.kind} and owner_id = ${owner.id}
        order by created_at desc, id desc
        limit ${HISTORY_KEEP})`);
}
