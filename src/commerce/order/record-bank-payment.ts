// A bank transfer for an order arrived (reported by the ERP): booked once per transfer reference.
import { bookLedgerEntry } from '@/commerce/account-ledger/book-ledger-entry';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { changeOrder, refuse, type OrderChangeResult } from './change-order';
import { recordOrderEvent, type OrderSource } from './order-store';

export interface BankPaymentInput {
  amount: number;
  currency: string;
  /** The transfer's reference at the bank: the same transfer posted twice is booked once. */
  reference: string;
  source: OrderSource;
}

export async function recordBankPayment(
  db: Db,
  shop: ShopContext,
  orderNumber: string,
  input: BankPaymentInput,
): Promise<OrderChangeResult> {
  return changeOrder(db, shop, orderNumber, async (tx, order) => {
    if (input.currency !== order.currency) return refuse('ORDER_PAYMENT_CURRENCY');
    const booked = await bookLedgerEntry(tx, shop, {
      customerId: order.customerId,
      orderId: order.id,
      kind: 'payment',
      amount: -input.amount,
      currency: order.currency,
      dueOn: null,
      reference: `bank:${input.reference}`,
      textKey: 'bankTransfer',
    });
    if (booked)
      await recordOrderEvent(tx, shop, order.id, {
        status: order.status,
        source: input.source,
        details: { payment: input.reference, amount: input.amount },
      });
  });
}
