// Forgets the checkout choices once an order was placed from them (inside the order's transaction; placing an order
// writes the statement in the order's own insert).
import { sql } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { runPart, statementPart, type StatementPart } from '@/platform/db/prepared-statement';
import { checkoutStates } from './checkout.schema';

// A part of a prepared statement (decision 0060): the text once, the values per order.
const deleteState = statementPart<{ tenantId: string; customerId: string }>(
  'checkout-state-delete',
  (p) => sql`delete from ${checkoutStates} where tenant_id = ${p('tenantId')} and customer_id = ${p('customerId')}`,
);

export function clearCheckoutStateStatement(shop: ShopContext, customerId: string): StatementPart {
  return deleteState({ tenantId: shop.tenant.key, customerId });
}

export async function clearCheckoutState(tx: Db, shop: ShopContext, customerId: string): Promise<void> {
  await runPart(tx, clearCheckoutStateStatement(shop, customerId));
}
