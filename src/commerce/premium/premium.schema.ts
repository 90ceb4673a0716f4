// Premium memberships (yearly fee, free parcel shipping). At most one running membership per customer and shop; a
// cancelled one stays valid until the end of the year that was paid for (renews_on).
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const premiumMemberships = pgTable(
  'premium_memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** The local date the next yearly fee is due; a cancelled membership ends on it. */
    renewsOn: date('renews_on', { mode: 'string' }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The order that took the membership (its fee is one of the order's charges). */
    orderId: uuid('order_id'),
    feeAmount: integer('fee_amount').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    uniqueIndex('premium_memberships_running_idx')
      .on(t.tenantId, t.customerId)
      .where(sql`${t.cancelledAt} is null`),
    index('premium_memberships_customer_idx').on(t.tenantId, t.customerId, t.renewsOn),
  ],
);

export type PremiumMembershipRow = typeof premiumMemberships.$inferSelect;
