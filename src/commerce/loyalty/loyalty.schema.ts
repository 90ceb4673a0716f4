// The customer's bonus card (Payback on de, jö on at): one per customer and shop. Tenant-owned.
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const loyaltyCards = pgTable(
  'loyalty_cards',
  {
    tenantId: text('tenant_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    program: text('program', { enum: ['payback', 'joe'] }).notNull(),
    /** Exactly 10 digits (SPEC §5, §9). */
    cardNumber: text('card_number').notNull(),
    /** Orders placed from here on earn points on this card. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.customerId] })],
);

export type LoyaltyCardRow = typeof loyaltyCards.$inferSelect;
