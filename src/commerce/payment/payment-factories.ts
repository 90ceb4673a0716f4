// Test factories of the payment context: an order as placing it leaves it (row + its ledger debit), without going
// through the whole checkout, so payment tests pin payment rules only.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { bookLedgerEntry } from '@/commerce/account-ledger/book-ledger-entry';
import { ledgerEntries, type LedgerEntryRow } from '@/commerce/account-ledger/ledger.schema';
import type { PaymentChoice } from '@/commerce/order/order-choices';
import { orders, type OrderRow, type OrderStatus } from '@/commerce/order/order.schema';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { paymentAttempts, type PaymentAttemptRow } from './payment.schema';

export interface TestOrderInput {
  customerId?: string;
  status?: OrderStatus;
  totalAmount?: number;
  payment?: PaymentChoice;
  /** Due date of the order's debit (YYYY-MM-DD); default: the day of placing. */
  dueOn?: string;
  paymentDeadline?: Date | null;
}

let counter = 0;

export async function testOrder(db: Db, shop: ShopContext, input: TestOrderInput = {}): Promise<OrderRow> {
  const now = shop.now();
  const totalAmount = input.totalAmount ?? 12_990;
  const customerId = input.customerId ?? randomUUID();
  const [order] = await db
    .insert(orders)
    .values({
      tenantId: shop.tenant.key,
      orderNumber: `${shop.tenant.key.toUpperCase()}-T-${process.pid}-${++counter}-${randomUUID().slice(0, 6)}`,
      customerId,
      locale: shop.locale,
      currency: shop.currency,
      status: input.status ?? 'awaiting-payment',
      subtotalAmount: totalAmount,
      discountAmount: 0,
      goodsAmount: totalAmount,
      shippingAmount: 0,
      extrasAmount: 0,
      totalAmount,
      vatAmount: Math.round((totalAmount * 19) / 119),
      vatRateBp: 1900,
      charges: [],
      delivery: {
        kind: 'address',
        addressId: randomUUID(),
        option: 'standard',
        address: {
          salutation: 'female',
          firstName: 'Erika',
          lastName: 'Mustermann',
          street: 'Lindenallee',
          houseNumber: '7',
          addition: '',
          postalCode: '10115',
          city: 'Berlin',
          country: 'DE',
        },
      },
      payment: input.payment ?? { method: 'visa' },
      email: 'erika@example.org',
      expectedDeliveryFrom: '2026-11-25',
      expectedDeliveryTo: '2026-11-27',
      idempotencyKey: randomUUID(),
      paymentDeadline:
        input.paymentDeadline === undefined
          ? new Date(now.getTime() + 60 * 60 * 1000)
          : input.paymentDeadline,
      placedAt: now,
      updatedAt: now,
    })
    .returning();
  await bookLedgerEntry(db, shop, {
    customerId,
    orderId: order!.id,
    kind: 'order-debit',
    amount: totalAmount,
    currency: shop.currency,
    dueOn: input.dueOn ?? now.toISOString().slice(0, 10),
    reference: `order:${order!.id}:debit`,
    textKey: 'invoice',
  });
  return order!;
}

export async function attemptRow(db: Db, shop: ShopContext, attemptId: string): Promise<PaymentAttemptRow> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.tenantId, shop.tenant.key), eq(paymentAttempts.id, attemptId)));
  if (!row) throw new Error(`no attempt ${attemptId}`);
  return row;
}

export async function paymentsOfOrder(db: Db, shop: ShopContext, orderId: string): Promise<LedgerEntryRow[]> {
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.tenantId, shop.tenant.key), eq(ledgerEntries.orderId, orderId)));
  return rows.filter((r) => r.kind === 'payment');
}

export async function orderStatus(db: Db, shop: ShopContext, orderId: string): Promise<OrderStatus> {
  const [row] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.tenantId, shop.tenant.key), eq(orders.id, orderId)));
  return row!.status;
}
