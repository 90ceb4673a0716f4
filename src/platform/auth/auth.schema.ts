// Server-side sessions (so logout, expiry and a password change really end them) and the platform's own secrets.
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per login. The browser holds two random secrets, stored here only as SHA-256 hashes: the session secret
 * (a browser-session cookie: logged in while `authenticated_until` lies ahead) and the device secret (a persistent
 * cookie: recognises the customer, soft login, until `expires_at`).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    deviceHash: text('device_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** Logged in (token type 2) until then; slides with use up to `authenticated_max`. */
    authenticatedUntil: timestamp('authenticated_until', { withTimezone: true }).notNull(),
    authenticatedMax: timestamp('authenticated_max', { withTimezone: true }).notNull(),
    /** Soft login (token type 1) until then; afterwards the row is worthless. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    uniqueIndex('sessions_secret_hash_idx').on(t.secretHash),
    uniqueIndex('sessions_device_hash_idx').on(t.deviceHash),
    index('sessions_customer_idx').on(t.tenantId, t.customerId),
  ],
);

/** Keys the platform generates once and shares across instances through the database (token signing). */
export const authSecrets = pgTable('auth_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
