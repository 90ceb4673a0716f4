// Tables of the search context: the shoppers' search history and the catalog version the search indexes follow.
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The last searches of a visitor (owner_kind 'visitor', id from the sf_vid cookie) or a customer (owner_kind
 * 'customer'). One row per term and owner (dedupe on the folded term); the newest 20 are kept.
 */
export const searchHistory = pgTable(
  'search_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    ownerKind: text('owner_kind').$type<'visitor' | 'customer'>().notNull(),
    ownerId: text('owner_id').notNull(),
    term: text('term').notNull(),
    /** The term folded (lower case, no accents), so "Sneaker" and "sneaker" are one entry. */
    termKey: text('term_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_history_term_idx').on(t.tenantId, t.ownerKind, t.ownerId, t.termKey),
    index('search_history_owner_idx').on(t.tenantId, t.ownerKind, t.ownerId, t.createdAt),
  ],
);

/**
 * A counter per tenant, raised by whatever changes the visible assortment (seeding, imports, stock updates) through
 * invalidateSearchIndex. Every app instance compares it with the version its in-memory index was built from.
 */
export const searchIndexVersions = pgTable('search_index_versions', {
  tenantId: text('tenant_id').primaryKey(),
  version: integer('version').notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
