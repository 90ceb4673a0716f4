// A payment for an order arrived (the provider's verified callback, in H3's transaction): it is booked once, by the
// provider's reference, and an order waiting for it becomes 'paid'. A payment for an order the timeout already
// cancelled is still booked: the customer then has a credit balance the shop refunds.
import { and, eq } from 'drizzle-orm';
import { bookLedgerEntry } from '@/commerce/account-ledger/book-ledger-entry';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { orders } from './order.schema';
import { findOrderById, recordOrderEvent, updateOrder } from './order-store';

export interface OrderPayment {
  orderId: string;
  attemptId: string;
  amount: number;
  currency: string;
  providerReference: string;
}

export async function markOrderPaid(tx: Db, shop: ShopContext, payment: OrderPayment): Promise<void> {
  const order = await findOrderById(tx, shop, payment.orderId, { lock: true });
  if (!order) throw new Error(`order ${payment.orderId} not found in ${shop.tenant.key}`);
  if (payment.currency !== order.currency)
    throw new Error(`payment in ${payment.currency} for an order in ${order.currency}`);
  const booked = await bookLedgerEntry(tx, shop, {
    customerId: order.customerId,
    orderId: order.id,
    kind: 'payment',
    amount: -payment.amount,
    currency: order.currency,
    dueOn: null,
    reference: `payment:${payment.providerReference}`,
    textKey: 'payment',
  });
  if (!booked || order.status !== 'awaiting-payment') return;
  await updateOrder(tx, shop, order.id, { status: 'paid', paymentDeadline: null });
  await recordOrderEvent(tx, shop, order.id, {
    status: 'paid',
    source: 'payment',
    details: { attemptId: payment.attemptId, providerReference: payment.providerReference },
  });
}

/** Paid in simulated money (the test provider): the order is a test order, and every view of it says so. */
export async function markTestOrder(tx: Db, shop: ShopContext, orderId: string): Promise<void> {
  await tx
    .update(orders)
    .set({ testOrder: true })
    .where(and(eq(orders.tenantId, shop.tenant.key), eq(orders.id, orderId)));
}
