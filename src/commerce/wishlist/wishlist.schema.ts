// The wishlist (Merkzettel) of a customer: one row per product, with the variant chosen (if any) and what the
// product cost and was called when it was added, so a price drop can be shown and a product that has left the
// catalogue still has a name. No foreign key to the catalogue on purpose: such an item stays, shown as gone.
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    sku: text('sku').notNull(),
    /** The chosen size/colour; null until the customer picks one (a tile's heart knows none). */
    variantSku: text('variant_sku'),
    /** The product's price in minor units of `currency` when it was added. */
    addedAmount: integer('added_amount').notNull(),
    currency: text('currency').notNull(),
    /** The name in the locale it was added in, shown when the product no longer exists. */
    addedName: text('added_name').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One item per product and customer: a double click (or two tabs) adds it once.
    uniqueIndex('wishlist_items_customer_sku_idx').on(t.tenantId, t.customerId, t.sku),
    index('wishlist_items_customer_idx').on(t.tenantId, t.customerId, t.addedAt),
  ],
);
