// Tables the platform itself owns. Commerce contexts keep their tables beside their code (*.schema.ts).
import { bigserial, date, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Side effects written in the same transaction as the state change, worked off afterwards (ARCHITECTURE rule 5). */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * Set (and committed) just before a handler starts on the event, cleared when its outcome is recorded. Found set
     * at the next claim, it means the outcome of that attempt is unknown: the handler then decides (decision 0019).
     */
    inFlightSince: timestamp('in_flight_since', { withTimezone: true }),
  },
  (t) => [index('outbox_events_pending_idx').on(t.processedAt, t.availableAt)],
);

/** Web-vitals beacons (SPEC §7, POST /api/vitals), kept per tenant for the performance reports. */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    locale: text('locale').notNull(),
    metricId: text('metric_id').notNull(),
    name: text('name').notNull(),
    value: real('value').notNull(),
    delta: real('delta').notNull(),
    rating: text('rating').notNull(),
    pathname: text('pathname').notNull(),
    pageType: text('page_type'),
    navigationType: text('navigation_type'),
    deviceType: text('device_type'),
    details: jsonb('details').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('web_vitals_tenant_name_idx').on(t.tenantId, t.name, t.receivedAt),
    // The roll-up, the pruning and the dashboard read by time across shops.
    index('web_vitals_received_idx').on(t.receivedAt),
  ],
);

/**
 * Web vitals rolled up per day, shop, page type, device type and metric (decision 0036): the single beacons go after
 * VITALS_RAW_DAYS, these figures after VITALS_DAILY_DAYS. `p75` is that day's 75th percentile.
 */
export const webVitalsDaily = pgTable(
  'web_vitals_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    tenantId: text('tenant_id').notNull(),
    pageType: text('page_type').notNull(),
    deviceType: text('device_type').notNull(),
    name: text('name').notNull(),
    samples: integer('samples').notNull(),
    p75: real('p75').notNull(),
    good: integer('good').notNull(),
    needsImprovement: integer('needs_improvement').notNull(),
    poor: integer('poor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.tenantId, t.pageType, t.deviceType, t.name] })],
);

/** Which seeders have filled this database, so a second start reuses the data. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  details: jsonb('details'),
});
