// The newsletter subscription of an address in a shop: one record per address and tenant, which every channel
// (sign-up, mail links, the account, the contact form) changes. Tenant-owned: every row and query carries tenant_id.
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, bigserial } from 'drizzle-orm/pg-core';

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    /** As typed (trimmed), for mails. */
    email: text('email').notNull(),
    /** Lower-cased and trimmed: the lookup key. */
    emailNormalized: text('email_normalized').notNull(),
    /** Mails go out in the locale the address signed up in. */
    locale: text('locale').notNull(),
    salutation: text('salutation', { enum: ['female', 'male', 'notSpecified'] }).notNull(),
    interests: jsonb('interests').$type<string[]>().notNull().default([]),
    /** Stored states; "paused" is active with `paused_until` after today (newsletter-state.ts). */
    status: text('status', { enum: ['pending', 'active', 'unsubscribed'] }).notNull(),
    /** Keys of the shop's brands (tenant config) whose newsletter this address gets. */
    brands: jsonb('brands').$type<string[]>().notNull().default([]),
    /** Frequency code of the unsubscribe form (newsletter-input.ts). */
    frequency: integer('frequency').notNull().default(1),
    /** First day (shop's time zone) the newsletter comes again after a pause. */
    pausedUntil: date('paused_until', { mode: 'string' }),
    /** The market-research mailing (surveys) and the personalised newsletter, each left on its own. */
    marketResearch: boolean('market_research').notNull().default(true),
    personalised: boolean('personalised').notNull().default(true),
    /** The nonce of the one confirmation link that still works; null once confirmed. */
    confirmNonce: text('confirm_nonce'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The personal welcome code, issued once per address and never again (kept after unsubscribing). */
    welcomeVoucherCode: text('welcome_voucher_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_tenant_email_idx').on(t.tenantId, t.emailNormalized),
    index('newsletter_subscribers_due_idx').on(t.tenantId, t.status, t.frequency),
  ],
);

/** The consent log: append-only proof of what an address agreed to or withdrew, when, where and to which text. */
export const newsletterConsents = pgTable(
  'newsletter_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    subscriberId: uuid('subscriber_id').notNull(),
    event: text('event', {
      enum: ['requested', 'confirmed', 'changed', 'paused', 'withdrawn', 'market-research-left', 'personalised-left'],
    }).notNull(),
    /** The address as it was at that moment. */
    email: text('email').notNull(),
    /** Where it happened: the sign-up's areaKey, or the channel (mail-link, one-click, account, contact). */
    source: text('source').notNull(),
    /** The version of the consent text shown (subscription requests only). */
    textVersion: text('text_version'),
    brands: jsonb('brands').$type<string[]>().notNull().default([]),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('newsletter_consents_subscriber_idx').on(t.tenantId, t.subscriberId)],
);

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
