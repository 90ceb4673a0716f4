// Use case: at login, the visitor's history joins the customer's (SPEC §7 join-with-fi): one list without repeats,
// each term with its newest time, capped to HISTORY_KEEP; the visitor's own list is then empty.
import { sql } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { trimHistory } from './add-search-term';
import type { SearchOwner } from './search-history';

export async function joinSearchHistory(db: Db, shop: ShopContext, visitorId: string, customerId: string): Promise<void> {
  const tenant = shop.tenant.key;
  const customer: SearchOwner = { kind: 'customer', id: customerId };
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into search_history (tenant_id, owner_kind, owner_id, term, term_key, created_at)
      select tenant_id, 'customer', ${customerId}, term, term_key, created_at
      from search_history
      where tenant_id = ${tenant} and owner_kind = 'visitor' and owner_id = ${visitorId}
      on conflict (tenant_id, owner_kind, owner_id, term_key) do update
        set term = case when excluded.created_at > search_history.created_at then excluded.term else search_history.term end,
            created_at = greatest(excluded.created_at, search_history.created_at)`);
    await tx.execute(sql`
      delete from search_history where tenant_id = ${tenant} and owner_kind = 'visitor' and owner_id = ${visitorId}`);
    await trimHistory(tx as unknown as Db, tenant, customer);
  });
}
