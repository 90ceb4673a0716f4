// Goods came back (the ERP's returns desk, or the ops CLI): the lines' returned quantities go up, the stock goes
// back, the account is credited with the returned share of each line, and when everything is back the order is
// 'returned'. A return has a reference; posting the same reference again changes nothing.
import { and, eq } from 'drizzle-orm';
import { bookLedgerEntry } from '@/commerce/account-ledger/book-ledger-entry';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { changeOrder, refuse, type OrderChangeResult } from './change-order';
import { returnedShare } from './order-credits';
import { enqueueOrderDocument } from './order-documents';
import type { OrderPayments } from './order-payments';
import { orderLines, type OrderRow } from './order.schema';
import { linesOfOrder, recordOrderEvent, updateOrder, type OrderSource } from './order-store';
import { releaseStock } from './stock-reservation';

export interface ReturnInput {
  items: readonly { lineNo: number; quantity: number }[];
  /** The caller's id of this return (e.g. the ERP's return number): makes a repeated post harmless. */
  reference: string;
  source: OrderSource;
}

export async function returnOrderLines(
  db: Db,
  shop: ShopContext,
  orderNumber: string,
  input: ReturnInput,
  payments: OrderPayments,
): Promise<OrderChangeResult> {
  return changeOrder(db, shop, orderNumber, (tx, order) =>
    returnLinesInTransaction(tx, shop, order, input, payments),
  );
}

export async function returnLinesInTransaction(
  tx: Db,
  shop: ShopContext,
  order: OrderRow,
  input: ReturnInput,
  payments: OrderPayments,
): Promise<void> {
  if (order.status !== 'shipped' && order.status !== 'delivered')
    return refuse('ORDER_TRANSITION_INVALID', order.status);
  const lines = await linesOfOrder(tx, shop, order.id);
  const items = input.items.filter((i) => i.quantity > 0);
  let credit = 0;
  const credited: { lineNo: number; quantity: number; amount: number }[] = [];
  for (const item of items) {
    const line = lines.find((l) => l.lineNo === item.lineNo);
    if (!line) return refuse('ORDER_LINE_UNKNOWN');
    const already = line.returnedQuantity + credited.filter((c) => c.lineNo === item.lineNo).reduce((s, c) => s + c.quantity, 0);
    if (already + item.quantity > line.quantity) return refuse('ORDER_RETURN_TOO_MANY');
    const amount = returnedShare(line, already, already + item.quantity);
    credited.push({ lineNo: item.lineNo, quantity: item.quantity, amount });
    credit += amount;
  }
  if (items.length === 0) return;
  if (credit > 0) {
    const booked = await bookLedgerEntry(tx, shop, {
      customerId: order.customerId,
      orderId: order.id,
      kind: 'credit',
      amount: -credit,
      currency: order.currency,
      dueOn: null,
      reference: `order:${order.id}:return:${input.reference}`,
      textKey: 'returnCredit',
    });
    if (!booked) return; // this return was recorded before
    // The credit note of this return (invoicing, after the commit).
    await enqueueOrderDocument(tx, shop, {
      kind: 'return',
      orderId: order.id,
      reference: input.reference,
      items: credited,
      creditedAt: shop.now().toISOString(),
    });
    // Paid through the provider: the money goes back the way it came (once per return reference).
    await payments.requestRefund(tx, shop, {
      orderId: order.id,
      reason: `return:${input.reference}`,
      amount: credit,
    });
  }
  for (const item of items) {
    const line = lines.find((l) => l.lineNo === item.lineNo)!;
    line.returnedQuantity += item.quantity;
    await tx
      .update(orderLines)
      .set({ returnedQuantity: line.returnedQuantity })
      .where(
        and(
          eq(orderLines.tenantId, shop.tenant.key),
          eq(orderLines.orderId, order.id),
          eq(orderLines.lineNo, item.lineNo),
        ),
      );
  }
  await releaseStock(
    tx,
    shop,
    items.map((i) => ({
      variantSku: lines.find((l) => l.lineNo === i.lineNo)!.variantSku,
      quantity: i.quantity,
    })),
  );
  const allBack = lines.every((l) => l.returnedQuantity >= l.quantity);
  if (allBack) await updateOrder(tx, shop, order.id, { status: 'returned' });
  await recordOrderEvent(tx, shop, order.id, {
    status: allBack ? 'returned' : order.status,
    source: input.source,
    details: { return: input.reference, items, credit },
  });
}
