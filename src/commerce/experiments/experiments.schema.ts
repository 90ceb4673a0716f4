// Exposures of the client-side A/B tests: which visitor (hashed) saw which variant on which page, per tenant.
import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const experimentExposures = pgTable(
  'experiment_exposures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    experiment: text('experiment').notNull(),
    variant: text('variant').notNull(),
    /** SHA-256 of the browser's experiment id, shortened: counts visitors without keeping their id. */
    visitorHash: text('visitor_hash').notNull(),
    /** Path only, no query string. */
    page: text('page').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('experiment_exposures_tenant_idx').on(t.tenantId, t.experiment, t.at)],
);
