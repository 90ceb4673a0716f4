// Moves an order to another status along the allowed transitions (order-status.ts), with who did it and why.
// Cancelling puts the goods back on the shelf and credits the account; 'returned' returns whatever is still out.
// Posting the status an order already has changes nothing (an ERP may repeat itself).
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { changeOrder, refuse, type OrderChangeResult } from './change-order';
import { creditCancelledOrder } from './order-credits';
import type { OrderPayments } from './order-payments';
import type { OrderRow, OrderStatus } from './order.schema';
import { canMoveTo, stockHeldStatuses } from './order-status';
import { linesOfOrder, recordOrderEvent, updateOrder, type OrderSource } from './order-store';
import { returnLinesInTransaction } from './return-order-lines';
import { releaseStock } from './stock-reservation';

export interface StatusChange {
  status: OrderStatus;
  source: OrderSource;
  details?: Record<string, unknown>;
}

export async function changeOrderStatus(
  db: Db,
  shop: ShopContext,
  orderNumber: string,
  change: StatusChange,
  payments: OrderPayments,
): Promise<OrderChangeResult> {
  return changeOrder(db, shop, orderNumber, (tx, order) => moveOrder(tx, shop, order, change, payments));
}

export async function moveOrder(
  tx: Db,
  shop: ShopContext,
  order: OrderRow,
  change: StatusChange,
  payments: OrderPayments,
): Promise<void> {
  if (order.status === change.status) return;
  if (!canMoveTo(order.status, change.status)) return refuse('ORDER_TRANSITION_INVALID', order.status);
  if (change.status === 'returned') {
    const lines = await linesOfOrder(tx, shop, order.id);
    await returnLinesInTransaction(
      tx,
      shop,
      order,
      {
        items: lines.map((l) => ({ lineNo: l.lineNo, quantity: l.quantity - l.returnedQuantity })),
        reference: `all:${order.id}`,
        source: change.source,
      },
      payments,
    );
    return;
  }
  if (change.status === 'cancelled') await cancelInTransaction(tx, shop, order, payments);
  await setStatus(tx, shop, order, change);
}

/** A move that neither cancels nor returns: no money goes back, so it needs no payment context. */
export async function advanceOrder(
  tx: Db,
  shop: ShopContext,
  order: OrderRow,
  change: StatusChange & { status: Exclude<OrderStatus, 'cancelled' | 'returned'> },
): Promise<void> {
  if (order.status === change.status) return;
  if (!canMoveTo(order.status, change.status)) return refuse('ORDER_TRANSITION_INVALID', order.status);
  await setStatus(tx, shop, order, change);
}

async function setStatus(tx: Db, shop: ShopContext, order: OrderRow, change: StatusChange): Promise<void> {
  await updateOrder(tx, shop, order.id, { status: change.status });
  await recordOrderEvent(tx, shop, order.id, {
    status: change.status,
    source: change.source,
    details: change.details,
  });
}

/** What cancelling does besides the status: stock back (while the goods are still here), credit, open attempts. */
async function cancelInTransaction(
  tx: Db,
  shop: ShopContext,
  order: OrderRow,
  payments: OrderPayments,
): Promise<void> {
  if (stockHeldStatuses.includes(order.status)) {
    const lines = await linesOfOrder(tx, shop, order.id);
    await releaseStock(
      tx,
      shop,
      lines.map((l) => ({ variantSku: l.variantSku, quantity: l.quantity })),
    );
  }
  await creditCancelledOrder(tx, shop, order, payments);
  await payments.expirePendingPayments(tx, shop, order.id);
}
