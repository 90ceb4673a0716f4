// The ERP moves the due date of an order on invoice or with the payment pause (decision 0041): a deferral agreed
// with customer service on the phone, or a correction of its books (the ERP keeps the receivables and sends the
// reminders). The shop's ledger follows, so the payment dates, the overdue amount and "pay now" show what the ERP
// has. An instalment plan is rescheduled as a whole by the financing partner and is not moved here.
import { moveOrderDueDate } from '@/commerce/account-ledger/move-due-date';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { changeOrder, refuse, type OrderChangeResult } from './change-order';
import { recordOrderEvent, type OrderSource } from './order-store';

export async function changeDueDate(
  db: Db,
  shop: ShopContext,
  orderNumber: string,
  input: { dueOn: string; source: OrderSource },
): Promise<OrderChangeResult> {
  return changeOrder(db, shop, orderNumber, async (tx, order) => {
    if (order.payment.method !== 'invoice' && order.payment.method !== 'payment-pause') return refuse('ORDER_DUE_DATE_FIXED');
    if ((await moveOrderDueDate(tx, shop, order.id, input.dueOn)) === 0) return refuse('ORDER_DUE_DATE_FIXED');
    await recordOrderEvent(tx, shop, order.id, { status: order.status, source: input.source, details: { dueOn: input.dueOn } });
  });
}
