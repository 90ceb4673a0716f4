// Baskets kept on the server (they survive restarts and follow a customer across devices): one per customer, or
// one per visitor browser, found by the SHA-256 of the random token in the visitor's basket cookie.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const baskets = pgTable(
  'baskets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    /** Set for a customer's basket; null for a visitor's. */
    customerId: uuid('customer_id'),
    /** SHA-256 of the visitor's cookie token; null for a customer's basket. */
    tokenHash: text('token_hash'),
    /** The code entered, normalized; whether it applies is decided at every pricing. */
    voucherCode: text('voucher_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('baskets_customer_idx').on(t.tenantId, t.customerId),
    uniqueIndex('baskets_token_idx').on(t.tokenHash),
    index('baskets_updated_idx').on(t.updatedAt),
  ],
);

export const basketLines = pgTable(
  'basket_lines',
  {
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull(),
    variantSku: text('variant_sku').notNull(),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.basketId, t.variantSku] }),
    check('basket_lines_quantity', sql`${t.quantity} > 0`),
  ],
);
