// An order as the customer sees it (REST, GraphQL, confirmation page): money as Money, the payment with its plan
// or due date from the ledger, and whether the withdrawal function still applies.
import type { PostalAddress } from '@/commerce/kernel/postal-address';
import { and, asc, eq, gt } from 'drizzle-orm';
import { ledgerEntries } from '@/commerce/account-ledger/ledger.schema';
import type { DeliveryChoice, PaymentChoice } from './order-choices';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { Money } from '@/platform/i18n/format';
import type { OrderLineRow, OrderRow, OrderStatus } from './order.schema';
import { customerOrders, deliveredAtOf, findCustomerOrder, linesOfOrder } from './order-store';
import { isWithdrawable, offersWithdrawal } from './withdrawal-rules';

export interface OrderLineView {
  lineNo: number;
  sku: string;
  variantSku: string;
  name: string;
  variantLabel: string;
  quantity: number;
  returnedQuantity: number;
  unitPrice: Money;
  total: Money;
}

export interface OrderView {
  orderNumber: string;
  status: OrderStatus;
  placedAt: string;
  lines: OrderLineView[];
  subtotal: Money;
  discount: Money;
  shipping: Money;
  charges: { kind: string; amount: Money }[];
  total: Money;
  vat: { amount: Money; rateBp: number };
  delivery: DeliveryChoice;
  /** As kept when the order was placed; null for older orders. */
  billingAddress: PostalAddress | null;
  payment: PaymentChoice & { schedule: { dueOn: string; amount: Money }[] };
  expectedDelivery: { from: string; to: string };
  carrier: string | null;
  trackingNumber: string | null;
  withdrawable: boolean;
  withdrawnAt: string | null;
}

export function orderLineViews(order: OrderRow, lines: readonly OrderLineRow[]): OrderLineView[] {
  const money = (amount: number): Money => ({ amount, currency: order.currency as Money['currency'] });
  return lines.map((l) => ({
    lineNo: l.lineNo,
    sku: l.sku,
    variantSku: l.variantSku,
    name: l.name,
    variantLabel: l.variantLabel,
    quantity: l.quantity,
    returnedQuantity: l.returnedQuantity,
    unitPrice: money(l.unitAmount),
    total: money(l.netAmount),
  }));
}

export async function orderViewOf(db: Db, shop: ShopContext, order: OrderRow): Promise<OrderView> {
  const money = (amount: number): Money => ({ amount, currency: order.currency as Money['currency'] });
  const [lines, debits, deliveredAt] = await Promise.all([
    linesOfOrder(db, shop, order.id),
    db
      .select({ dueOn: ledgerEntries.dueOn, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.tenantId, shop.tenant.key),
          eq(ledgerEntries.orderId, order.id),
          gt(ledgerEntries.amount, 0),
        ),
      )
      .orderBy(asc(ledgerEntries.dueOn), asc(ledgerEntries.reference)),
    deliveredAtOf(db, shop, order.id),
  ]);
  // Rates and premiums due the same day are one payment date for the customer.
  const schedule = new Map<string, number>();
  for (const d of debits) schedule.set(d.dueOn ?? '', (schedule.get(d.dueOn ?? '') ?? 0) + d.amount);
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    placedAt: order.placedAt.toISOString(),
    lines: orderLineViews(order, lines),
    subtotal: money(order.subtotalAmount),
    discount: money(order.discountAmount),
    shipping: money(order.shippingAmount),
    charges: order.charges.map((c) => ({ kind: c.kind, amount: money(c.amount) })),
    total: money(order.totalAmount),
    vat: { amount: money(order.vatAmount), rateBp: order.vatRateBp },
    delivery: order.delivery,
    billingAddress: order.billingAddress,
    payment: {
      ...order.payment,
      schedule: [...schedule].map(([dueOn, amount]) => ({ dueOn, amount: money(amount) })),
    },
    expectedDelivery: { from: order.expectedDeliveryFrom, to: order.expectedDeliveryTo },
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    withdrawable: offersWithdrawal(shop.tenant.key) && isWithdrawable(order, deliveredAt, shop.now()),
    withdrawnAt: order.withdrawnAt?.toISOString() ?? null,
  };
}

/** The customer's own order, or null (also for another customer's number: no enumeration). */
export async function getCustomerOrder(
  db: Db,
  shop: ShopContext,
  customerId: string,
  orderNumber: string,
): Promise<OrderView | null> {
  const order = await findCustomerOrder(db, shop, customerId, orderNumber);
  return order ? orderViewOf(db, shop, order) : null;
}

export async function listCustomerOrders(
  db: Db,
  shop: ShopContext,
  customerId: string,
): Promise<OrderView[]> {
  const rows = await customerOrders(db, shop, customerId);
  return Promise.all(rows.map((o) => orderViewOf(db, shop, o)));
}
