// Returns a customer registered in the account (announced before the parcel goes back; the goods arriving are the
// ERP's `returns` call, src/commerce/order/return-order-lines.ts). Tenant-owned: every row and query carries tenant_id.
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { returnReasons } from './return-reasons';

export interface ReturnItem {
  lineNo: number;
  quantity: number;
}

export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    orderId: uuid('order_id').notNull(),
    /** On the slip and its barcode: R-DE-7Q4M2X9P. */
    returnNumber: text('return_number').notNull(),
    reason: text('reason', { enum: returnReasons }).notNull(),
    items: jsonb('items').$type<ReturnItem[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_returns_tenant_number_idx').on(t.tenantId, t.returnNumber),
    index('order_returns_order_idx').on(t.tenantId, t.orderId),
  ],
);

export type OrderReturnRow = typeof orderReturns.$inferSelect;
