// Writes a new order, its lines and its first event, in the caller's transaction (placing an order, checkout's use
// case, decides everything before: prices, stock, code). The row goes in under a provisional number (its id, unique
// too); `assignOrderNumber` takes the readable one last, because the counter row stays locked until commit and every
// order of the shop waits for it.
import { randomUUID } from 'node:crypto';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { and, eq } from 'drizzle-orm';
import { variantLabel } from './order-mails';
import { allocateOrderNumber } from './order-number';
import { orderLines, orders, type OrderLineRow, type OrderRow } from './order.schema';
import { recordOrderEvent } from './order-store';
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

export async function insertOrder(tx: Db, shop: ShopContext, order: NewOrder): Promise<InsertedOrder> {
  const { lines, awaitsPayment, id = newOrderId(), ...fields } = order;
  const now = fields.placedAt;
  const withdrawal = offersWithdrawal(shop.tenant.key) ? newWithdrawalToken() : null;
  const [row] = await tx
    .insert(orders)
    .values({
      ...fields,
      id,
      tenantId: shop.tenant.key,
      orderNumber: id,
      locale: shop.locale,
      status: awaitsPayment ? 'awaiting-payment' : 'placed',
      paymentDeadline: awaitsPayment ? new Date(now.getTime() + paymentTimeoutMs) : null,
      withdrawalTokenHash: withdrawal?.hash ?? null,
      updatedAt: now,
    })
    .returning();
  const lineRows = await tx
    .insert(orderLines)
    .values(
      lines.map((l, index) => ({
        tenantId: shop.tenant.key,
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
      })),
    )
    .returning();
  await recordOrderEvent(tx, shop, id, {
    status: row!.status,
    source: 'shop',
    details: { placed: true, voucher: fields.voucherCode },
  });
  return { order: row!, lines: lineRows as OrderLineRow[], withdrawalToken: withdrawal?.token ?? null };
}

/** Gives the order its readable number: call it as late as possible in the transaction (see order-number.ts). */
export async function assignOrderNumber(tx: Db, shop: ShopContext, orderId: string): Promise<OrderRow> {
  const orderNumber = await allocateOrderNumber(tx, shop);
  const [order] = await tx
    .update(orders)
    .set({ orderNumber })
    .where(and(eq(orders.tenantId, shop.tenant.key), eq(orders.id, orderId)))
    .returning();
  return order!;
}
