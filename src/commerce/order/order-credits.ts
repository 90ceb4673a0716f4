// Credits an order's account when goods come back or the order is cancelled. Amounts are the server's: a return
// credits the returned share of each line's net amount, a cancellation everything the order debited.
import { and, eq, gt, sql } from 'drizzle-orm';
import { bookLedgerEntry } from '@/commerce/account-ledger/book-ledger-entry';
import { ledgerEntries } from '@/commerce/account-ledger/ledger.schema';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { OrderPayments } from './order-payments';
import type { OrderLineRow, OrderRow } from './order.schema';

/** The share of a line's net amount for pieces `from`..`to` of it; shares of all pieces add up to the line exactly. */
export const returnedShare = (line: Pick<OrderLineRow, 'netAmount' | 'quantity'>, from: number, to: number) =>
  Math.round((line.netAmount * to) / line.quantity) - Math.round((line.netAmount * from) / line.quantity);

/**
 * Cancelling credits every debit of the order: what was not paid is no longer owed, and what was paid through the
 * payment provider goes back through it (a refund request); anything else paid stays as the customer's credit
 * balance. Once per order, by its reference.
 */
export async function creditCancelledOrder(
  tx: Db,
  shop: ShopContext,
  order: OrderRow,
  payments: OrderPayments,
): Promise<void> {
  const [row] = await tx
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.tenantId, shop.tenant.key),
        eq(ledgerEntries.orderId, order.id),
        gt(ledgerEntries.amount, 0),
      ),
    );
  const debits = Number(row?.sum ?? 0);
  if (debits <= 0) return;
  const booked = await bookLedgerEntry(tx, shop, {
    customerId: order.customerId,
    orderId: order.id,
    kind: 'credit',
    amount: -debits,
    currency: order.currency,
    dueOn: null,
    reference: `order:${order.id}:cancellation`,
    textKey: 'cancellationCredit',
  });
  if (booked) await payments.requestRefund(tx, shop, { orderId: order.id, reason: 'cancellation', amount: debits });
}
