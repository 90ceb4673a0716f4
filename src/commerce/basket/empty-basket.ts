// Empties a customer's basket once its goods became an order: the lines go, and the code with them (the order
// redeemed it). The basket row stays: it is the customer's one basket, and its lock serialized the order. The two
// statements are returned, not run: placing an order writes them in the order's own insert (one round trip).
import { sql } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { statementPart, type StatementPart } from '@/platform/db/prepared-statement';
import { basketLines, baskets } from './basket.schema';

// Parts of a prepared statement (decision 0060): the text once, the values per order.
const deleteLines = statementPart<{ tenantId: string; basketId: string }>(
  'basket-lines-delete',
  (p) => sql`delete from ${basketLines} where tenant_id = ${p('tenantId')} and basket_id = ${p('basketId')}`,
);
const dropCode = statementPart<{ tenantId: string; basketId: string; now: Date }>(
  'basket-code-drop',
  (p) =>
    sql`update ${baskets} set voucher_code = null, updated_at = ${p('now')}::timestamptz
        where tenant_id = ${p('tenantId')} and id = ${p('basketId')}`,
);

export function emptyBasketStatements(shop: ShopContext, basketId: string): StatementPart[] {
  const tenantId = shop.tenant.key;
  return [deleteLines({ tenantId, basketId }), dropCode({ tenantId, basketId, now: shop.now() })];
}
