// Orders, their lines and their status history. Tenant-owned: every row and every query carries tenant_id.
// `order_lines(tenant_id, order_id, sku)` is also the contract the recommendations read (co-purchase-source.ts).
import type { PostalAddress } from '@/commerce/kernel/postal-address';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  bigserial,
} from 'drizzle-orm/pg-core';
import type { DeliveryChoice, PaymentChoice, ProtectionChoice } from './order-choices';

export const orderStatuses = [
  'placed',
  'awaiting-payment',
  'paid',
  'in-fulfilment',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    /** Readable, per tenant: e.g. DE-2026-000123. */
    orderNumber: text('order_number').notNull(),
    customerId: uuid('customer_id').notNull(),
    /** The shopper's locale at ordering: mails about the order go out in it. */
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: orderStatuses }).notNull(),
    /** Minor units, all computed by the server's price engine at placing. */
    subtotalAmount: integer('subtotal_amount').notNull(),
    discountAmount: integer('discount_amount').notNull(),
    goodsAmount: integer('goods_amount').notNull(),
    shippingAmount: integer('shipping_amount').notNull(),
    /** Express delivery, payment-pause surcharge, premium fee, first protection premium … (see `charges`). */
    extrasAmount: integer('extras_amount').notNull(),
    totalAmount: integer('total_amount').notNull(),
    vatAmount: integer('vat_amount').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    voucherCode: text('voucher_code'),
    /** Itemised extras: [{ kind, amount }]. */
    charges: jsonb('charges').$type<{ kind: string; amount: number }[]>().notNull(),
    delivery: jsonb('delivery').$type<DeliveryChoice>().notNull(),
    /**
     * The billing address as it was when the order was placed (the customer's default billing address): the
     * invoice's addressee. Null for orders placed before it was kept; the delivery address stands in then.
     */
    billingAddress: jsonb('billing_address').$type<PostalAddress>(),
    payment: jsonb('payment').$type<PaymentChoice>().notNull(),
    protection: jsonb('protection').$type<ProtectionChoice | null>(),
    email: text('email').notNull(),
    expectedDeliveryFrom: date('expected_delivery_from', { mode: 'string' }).notNull(),
    expectedDeliveryTo: date('expected_delivery_to', { mode: 'string' }).notNull(),
    /** Per customer and submission: a double click or retry finds the order it already made. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** For card/PayPal: when an unpaid order is cancelled and its stock released. */
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }),
    /** SHA-256 of the withdrawal link's token (§ 356a BGB); null for tenants without the withdrawal function. */
    withdrawalTokenHash: text('withdrawal_token_hash'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** Paid through the test provider (a demo shop): no money arrived, so it must not be shipped. */
    testOrder: boolean('test_order').notNull().default(false),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('orders_tenant_number_idx').on(t.tenantId, t.orderNumber),
    uniqueIndex('orders_idempotency_idx').on(t.tenantId, t.customerId, t.idempotencyKey),
    uniqueIndex('orders_withdrawal_token_idx').on(t.withdrawalTokenHash),
    index('orders_customer_idx').on(t.tenantId, t.customerId, t.placedAt),
    index('orders_payment_deadline_idx').on(t.status, t.paymentDeadline),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    tenantId: text('tenant_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    /** The product sku (recommendations read this). */
    sku: text('sku').notNull(),
    variantSku: text('variant_sku').notNull(),
    name: text('name').notNull(),
    /** Variant description as shown (size, colour). */
    variantLabel: text('variant_label').notNull(),
    quantity: integer('quantity').notNull(),
    unitAmount: integer('unit_amount').notNull(),
    grossAmount: integer('gross_amount').notNull(),
    discountAmount: integer('discount_amount').notNull(),
    netAmount: integer('net_amount').notNull(),
    /** How many of this line came back (returns). */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNo] }),
    index('order_lines_tenant_sku_idx').on(t.tenantId, t.sku),
    check('order_lines_quantity', sql`${t.quantity} > 0`),
  ],
);

/** Every status change with who made it (shop, erp, ops, payment, customer, job) and its details. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    source: text('source').notNull(),
    details: jsonb('details'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/**
 * The running part of every readable order number (`DE-2026-004711`: tenant, local year, this value), one sequence for
 * all shops. A sequence hands out values without a lock held until commit, so orders do not queue for their number
 * (decision 0071); the price is a gap where a transaction fails after taking one.
 */
export const orderNumbers = pgSequence('order_numbers', { startWith: 1 });
