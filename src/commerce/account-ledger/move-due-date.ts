// Moves the due date of an order's open debits (the debit of an invoice or of the payment pause, and the pause's
// surcharge): the amounts stay as booked, only the day they are due changes. The order context decides when.
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { ledgerEntries } from './ledger.schema';

export async function moveOrderDueDate(tx: Db, shop: ShopContext, orderId: string, dueOn: string): Promise<number> {
  const moved = await tx
    .update(ledgerEntries)
    .set({ dueOn })
    .where(
      and(
        eq(ledgerEntries.tenantId, shop.tenant.key),
        eq(ledgerEntries.orderId, orderId),
        inArray(ledgerEntries.kind, ['order-debit', 'surcharge']),
        gt(ledgerEntries.amount, 0),
      ),
    )
    .returning({ id: ledgerEntries.id });
  return moved.length;
}
