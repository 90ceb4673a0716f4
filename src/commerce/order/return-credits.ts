// The customer's returns as the account shows them: each return the returns desk recorded, with the order it
// belongs to and what was credited for it (the ledger's return credits, SPEC §3). Tenant- and customer-scoped.
import { and, desc, eq } from 'drizzle-orm';
import { ledgerEntries } from '@/commerce/account-ledger/ledger.schema';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { orders } from './order.schema';

export interface ReturnCredit {
  orderNumber: string;
  /** Credited, in minor units (positive). */
  amount: number;
  currency: string;
  creditedAt: Date;
}

export async function returnCreditsOf(db: Db, shop: ShopContext, customerId: string, limit = 20): Promise<ReturnCredit[]> {
  const rows = await db
    .select({
      orderNumber: orders.orderNumber,
      amount: ledgerEntries.amount,
      currency: ledgerEntries.currency,
      creditedAt: ledgerEntries.bookedAt,
    })
    .from(ledgerEntries)
    .innerJoin(orders, and(eq(orders.tenantId, ledgerEntries.tenantId), eq(orders.id, ledgerEntries.orderId)))
    .where(
      and(
        eq(ledgerEntries.tenantId, shop.tenant.key),
        eq(ledgerEntries.customerId, customerId),
        eq(orders.customerId, customerId),
        eq(ledgerEntries.textKey, 'returnCredit'),
      ),
    )
    .orderBy(desc(ledgerEntries.bookedAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, amount: -r.amount }));
}
