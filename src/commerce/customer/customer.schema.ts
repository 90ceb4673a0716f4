// Customers of a shop and their single-use links (activation, password reset). Tenant-owned: every row and every
// query carries tenant_id; an email address or customer number is unique within one tenant only.
import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    /** The business partner number shown to the customer and used for customer-number login. */
    customerNumber: text('customer_number').notNull(),
    salutation: text('salutation', { enum: ['female', 'male', 'notSpecified'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** As typed (trimmed), for mails. */
    email: text('email').notNull(),
    /** Lower-cased and trimmed: the lookup key. */
    emailNormalized: text('email_normalized').notNull(),
    /** argon2id; null for customers without a password (SPEC §3 `np`), who log in by customer number. */
    passwordHash: text('password_hash'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** Optional, as typed (digits, spaces, +, /, -, parentheses): for questions about a delivery. */
    phone: text('phone'),
    /** The locale of the shop the customer registered in: mails go out in it. */
    locale: text('locale').notNull(),
    creditAffinity: boolean('credit_affinity').notNull().default(false),
    bonusProgram: boolean('bonus_program').notNull().default(false),
    /**
     * A guest of one checkout (decision 0052): no login of any kind finds the row, it never blocks an address for a
     * registration, and a guest session reaches only the checkout, the basket and the order just placed. Choosing a
     * password afterwards and following the activation link turns it into a registered customer.
     */
    guest: boolean('guest').notNull().default(false),
    /** Null until the customer followed the activation link (registration proves the address first). */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One registered customer per address; guests (one row per guest checkout) share addresses freely.
    uniqueIndex('customers_tenant_email_idx').on(t.tenantId, t.emailNormalized).where(sql`${t.guest} = false`),
    uniqueIndex('customers_tenant_number_idx').on(t.tenantId, t.customerNumber),
  ],
);

/** Links sent by mail. Only the SHA-256 of the token is stored; a link works once and until it expires. */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    purpose: text('purpose', { enum: ['activation', 'password-reset', 'email-change', 'account-deletion'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** What the link confirms beyond its purpose: the new address of an email change. */
    payload: text('payload'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('customer_tokens_hash_idx').on(t.tokenHash),
    index('customer_tokens_customer_idx').on(t.tenantId, t.customerId, t.purpose),
  ],
);

/**
 * "Delete my account" (GDPR Art. 17): requested with the password, confirmed by a mail link, carried out once no
 * order or payment is open. One row per customer; `done` keeps the dates (nothing personal) as the record of it.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    status: text('status', { enum: ['requested', 'confirmed', 'done', 'withdrawn'] }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    carriedOutAt: timestamp('carried_out_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_deletions_customer_idx').on(t.tenantId, t.customerId),
    index('account_deletions_status_idx').on(t.status),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;
export type AccountDeletionRow = typeof accountDeletions.$inferSelect;
