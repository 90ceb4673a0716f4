// Writes a new order, its lines and its first event, in the caller's transaction (placing an order, checkout's use
// case, decides everything before: prices and choices; stock and code are taken after it, under locks other orders
// wait for). The row goes in with its readable number, taken from the sequence in the same statement (decision 0071).
import { randomUUID } from 'node:crypto';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { p, preparedWithParts, type StatementPart } from '@/platform/db/prepared-statement';
import { sql } from 'drizzle-orm';
import { variantLabel } from './order-mails';
import { localYear, nextOrderNumberValue, orderNumberPrefix } from './order-number';
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

/** A fresh id for an order about to be written (the voucher redemption refers to it before the row exists). */
export const newOrderId = (): string => randomUUID();

/** A value of the call as it goes to the driver (no column encoder: nulls stay NULL, JSON is encoded by the caller). */
const v = (name: string) => sql`${p(name)}`;
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

// The lines travel as one JSON array, so the text is the same for any number of lines: the statement is prepared
// once per combination of `alongside` parts (decision 0060).
const orderInsert = preparedWithParts('order-insert', (tx, alongside) => {
  const lines = sql`insert into ${orderLines} (tenant_id, order_id, line_no, sku, variant_sku, name, variant_label,
        quantity, unit_amount, gross_amount, discount_amount, net_amount, returned_quantity)
      select ${p('tenantId')}, ${p('id')}::uuid, l.line_no, l.sku, l.variant_sku, l.name, l.variant_label, l.quantity,
             l.unit_amount, l.gross_amount, l.discount_amount, l.net_amount, 0
      from jsonb_to_recordset(${p('lines')}::jsonb) as l(line_no integer, sku text, variant_sku text, name text,
             variant_label text, quantity integer, unit_amount integer, gross_amount integer, discount_amount integer,
             net_amount integer)`;
  const event = sql`insert into ${orderEvents} (tenant_id, order_id, status, source, details, at)
      values (${p('tenantId')}, ${p('id')}::uuid, ${p('status')}, 'shop', ${p('eventDetails')}::jsonb, ${p('placedAt')}::timestamptz)`;
  // a CTE with a volatile function is evaluated once: the order and the writes beside it get the same number
  const taken = tx
    .$with('taken', { lastValue: sql<number>`last_value`.as('last_value') })
    .as(sql`select ${nextOrderNumberValue} as last_value`);
  // the running value zero-padded to six digits, never cut short past 999,999
  const orderNumber = sql`(select ${p('prefix')} || lpad(last_value::text, greatest(6, length(last_value::text)), '0') from ${taken})`;
  const writes = [lines, event, ...alongside({ orderNumber })];
  return tx
    .with(taken, ...writes.map((statement, i) => tx.$with(`order_write_${i}`, {}).as(statement)))
    .insert(orders)
    .values({
      id: v('id'),
      tenantId: v('tenantId'),
      orderNumber,
      customerId: v('customerId'),
      locale: v('locale'),
      currency: v('currency'),
      status: v('status'),
      subtotalAmount: v('subtotalAmount'),
      discountAmount: v('discountAmount'),
      goodsAmount: v('goodsAmount'),
      shippingAmount: v('shippingAmount'),
      extrasAmount: v('extrasAmount'),
      totalAmount: v('totalAmount'),
      vatAmount: v('vatAmount'),
      vatRateBp: v('vatRateBp'),
      voucherCode: v('voucherCode'),
      charges: v('charges'),
      delivery: v('delivery'),
      billingAddress: v('billingAddress'),
      payment: v('payment'),
      protection: v('protection'),
      email: v('email'),
      expectedDeliveryFrom: v('expectedDeliveryFrom'),
      expectedDeliveryTo: v('expectedDeliveryTo'),
      idempotencyKey: v('idempotencyKey'),
      paymentDeadline: v('paymentDeadline'),
      withdrawalTokenHash: v('withdrawalTokenHash'),
      testOrder: v('testOrder'),
      placedAt: v('placedAt'),
      updatedAt: v('placedAt'),
    })
    .returning();
});

/** What the order's statement will write, known before it is sent: the writes beside it are made from it. */
export interface OrderToWrite {
  id: string;
  status: OrderRow['status'];
  lines: OrderLineRow[];
  /** The withdrawal link's token, in shops that take withdrawals online (only its hash is stored). */
  withdrawalToken: string | null;
}

/**
 * The order with its readable number, its lines and its first event in ONE statement: the lines and the event are
 * data-modifying CTEs of the order's insert (their foreign keys are checked at the end of the statement, when the
 * order row is there). So are the parts `alongside` returns, the writes of other contexts that belong to the order
 * (its ledger bookings, the emptied basket, the confirmation mail, whose ref `orderNumber` is the number's SQL
 * expression): one round trip for all of them. The lines are computed here rather than read back, and handed to
 * `alongside` as written.
 */
export async function insertOrder(
  tx: Db,
  shop: ShopContext,
  order: NewOrder,
  alongside: (order: OrderToWrite) => readonly StatementPart[] = () => [],
): Promise<OrderRow> {
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
  const parts = alongside({ id, status, lines: lineRows, withdrawalToken: withdrawal?.token ?? null });
  const [row] = await orderInsert(tx, parts, {
    id,
    tenantId,
    prefix: orderNumberPrefix(tenantId, localYear(shop, now)),
    customerId: fields.customerId,
    locale: shop.locale,
    currency: fields.currency,
    status,
    subtotalAmount: fields.subtotalAmount,
    discountAmount: fields.discountAmount,
    goodsAmount: fields.goodsAmount,
    shippingAmount: fields.shippingAmount,
    extrasAmount: fields.extrasAmount,
    totalAmount: fields.totalAmount,
    vatAmount: fields.vatAmount,
    vatRateBp: fields.vatRateBp,
    voucherCode: fields.voucherCode,
    charges: json(fields.charges),
    delivery: json(fields.delivery),
    billingAddress: json(fields.billingAddress),
    payment: json(fields.payment),
    protection: json(fields.protection),
    email: fields.email,
    expectedDeliveryFrom: fields.expectedDeliveryFrom,
    expectedDeliveryTo: fields.expectedDeliveryTo,
    idempotencyKey: fields.idempotencyKey,
    paymentDeadline: awaitsPayment ? new Date(now.getTime() + paymentTimeoutMs) : null,
    withdrawalTokenHash: withdrawal?.hash ?? null,
    testOrder: fields.testOrder,
    placedAt: now,
    eventDetails: JSON.stringify({ placed: true, voucher: fields.voucherCode }),
    lines: JSON.stringify(
      lineRows.map((l) => ({
        line_no: l.lineNo,
        sku: l.sku,
        variant_sku: l.variantSku,
        name: l.name,
        variant_label: l.variantLabel,
        quantity: l.quantity,
        unit_amount: l.unitAmount,
        gross_amount: l.grossAmount,
        discount_amount: l.discountAmount,
        net_amount: l.netAmount,
      })),
    ),
  });
  return row!;
}
