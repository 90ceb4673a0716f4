// Writes a new order, its lines and its first event, in the caller's transaction (placing an order, checkout's use
// case, decides everything before: prices, stock, code). The row goes in under a provisional number (its id, unique
// too); `assignOrderNumber` takes the readable one last, because the counter row stays locked until commit and every
// order of the shop waits for it.
import { randomUUID } from 'node:crypto';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { variantLabel } from './order-mails';
import { localYear, orderCounterUpsert, orderNumberPrefix } from './order-number';
import { orderEvents, orderLines, orders, type OrderLineRow, type OrderRow } from './order.schema';
import { newWithdrawalToken, offersWithdrawal } from './withdrawal-rules';

/** How long a card or PayPal order waits for its payment before it is cancelled and its stock released. */
export const paymentTimeoutMs = 30 * 60 * 1000;

export interface NewOrderLine {
  sku: string;
  variantSku: string;
  /** The basket's view of the line; the sku stands in for a product gone from the catalog. */
  name: string | null;
  size: string | null;
  colour: string | null;
  quantity: number;
  unitAmount: number;
  grossAmount: number;
  netAmount: number;
}

export type NewOrder = Pick<
  OrderRow,
  | 'customerId'
  | 'currency'
  | 'subtotalAmount'
  | 'discountAmount'
  | 'goodsAmount'
  | 'shippingAmount'
  | 'extrasAmount'
  | 'totalAmount'
  | 'vatAmount'
  | 'vatRateBp'
  | 'voucherCode'
  | 'charges'
  | 'delivery'
  | 'payment'
  | 'protection'
  | 'email'
  | 'expectedDeliveryFrom'
  | 'expectedDeliveryTo'
  | 'idempotencyKey'
  | 'placedAt'
> & {
  id?: string;
  /** The billing address of the moment (the customer's default billing address); none for imports and tests. */
  billingAddress?: OrderRow['billingAddress'];
  /** Paid through the payment provider: the order waits for its payment, until the timeout. */
  awaitsPayment: boolean;
  /** Its payment will be simulated (a demo shop): a test order from the start, in every view of it. */
  testOrder: boolean;
  lines: NewOrderLine[];
};

export interface InsertedOrder {
  order: OrderRow;
  lines: OrderLineRow[];
  /** The withdrawal link's token, in shops that take withdrawals online (only its hash is stored). */
  withdrawalToken: string | null;
}

/** A fresh id for an order about to be written (the voucher redemption refers to it before the row exists). */
export const newOrderId = (): string => randomUUID();

/**
 * The order, its lines and its first event in ONE statement: the lines and the event are data-modifying CTEs of the
 * order's insert (their foreign keys are checked at the end of the statement, when the order row is there). So are
 * `alongside`, the writes of other contexts that belong to the order (its ledger bookings, the emptied basket): one
 * round trip for all of them. The lines are returned as written, computed here rather than read back.
 */
export async function insertOrder(
  tx: Db,
  shop: ShopContext,
  order: NewOrder,
  alongside: readonly SQL[] = [],
): Promise<InsertedOrder> {
  const { lines, awaitsPayment, id = newOrderId(), ...fields } = order;
  const now = fields.placedAt;
  const tenantId = shop.tenant.key;
  const status = awaitsPayment ? 'awaiting-payment' : 'placed';
  const withdrawal = offersWithdrawal(tenantId) ? newWithdrawalToken() : null;
  const lineRows: OrderLineRow[] = lines.map((l, index) => ({
    tenantId,
    orderId: id,
    lineNo: index + 1,
    sku: l.sku,
    variantSku: l.variantSku,
    name: l.name ?? l.sku,
    variantLabel: variantLabel(l.size, l.colour, shop.locale),
    quantity: l.quantity,
    unitAmount: l.unitAmount,
    grossAmount: l.grossAmount,
    discountAmount: l.grossAmount - l.netAmount,
    netAmount: l.netAmount,
    returnedQuantity: 0,
  }));
  const event = tx
    .insert(orderEvents)
    .values({ tenantId, orderId: id, status, source: 'shop', details: { placed: true, voucher: fields.voucherCode }, at: now })
    .getSQL();
  const writes = [tx.insert(orderLines).values(lineRows).getSQL(), event, ...alongside];
  const [row] = await tx
    .with(...writes.map((statement, i) => tx.$with(`order_write_${i}`, {}).as(statement)))
    .insert(orders)
    .values({
      ...fields,
      id,
      tenantId,
      orderNumber: id,
      locale: shop.locale,
      status,
      paymentDeadline: awaitsPayment ? new Date(now.getTime() + paymentTimeoutMs) : null,
      withdrawalTokenHash: withdrawal?.hash ?? null,
      updatedAt: now,
    })
    .returning();
  return { order: row!, lines: lineRows, withdrawalToken: withdrawal?.token ?? null };
}

/**
 * Gives the order its readable number: call it as late as possible in the transaction (see order-number.ts). The
 * counter is advanced and the order renamed in one statement, so the counter row's lock (every order of the shop
 * waits for it) is held for that statement and the commit only. `alongside` gets the new number as an SQL text
 * expression and returns writes that need it (the confirmation mail), made in the same statement.
 */
export async function assignOrderNumber(
  tx: Db,
  shop: ShopContext,
  orderId: string,
  alongside: (orderNumber: SQL) => SQL[] = () => [],
): Promise<OrderRow> {
  const year = localYear(shop, shop.now());
  const counter = tx
    .$with('counter', { lastValue: sql<number>`last_value`.as('last_value') })
    .as(orderCounterUpsert(shop.tenant.key, year));
  // the counter zero-padded to six digits, never cut short past 999,999
  const orderNumber = sql`(select ${orderNumberPrefix(shop.tenant.key, year)} || lpad(last_value::text, greatest(6, length(last_value::text)), '0') from ${counter})`;
  const writes = alongside(orderNumber).map((statement, i) => tx.$with(`numbered_write_${i}`, {}).as(statement));
  const [order] = await tx
    .with(counter, ...writes)
    .update(orders)
    .set({ orderNumber })
    .where(and(eq(orders.tenantId, shop.tenant.key), eq(orders.id, orderId)))
    .returning();
  return order!;
}
