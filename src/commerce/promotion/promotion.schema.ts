// Vouchers (codes a shopper enters), their redemptions, and automatic promotions. Tenant-owned: every row and every
// query carries tenant_id; a code exists per shop.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Language } from '@/platform/i18n/locales';

export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    /** Normalized: upper case, no spaces (voucher-code.ts). */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percentage', 'fixed', 'free-shipping'] }).notNull(),
    percentBp: integer('percent_bp'),
    /** Minor units of the shop's currency. */
    amount: integer('amount'),
    minimumAmount: integer('minimum_amount'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    /** Exclusive; null: no end. */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Redemptions in total; null: unlimited. */
    maxUses: integer('max_uses'),
    /** Redemptions per customer (or e-mail address); null: unlimited. */
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    /** SPEC §9: a code is usable at most once per day (per customer, in the shop's time zone). */
    oncePerDay: boolean('once_per_day').notNull().default(true),
    /** Codes of one group share the per-customer limit (the welcome codes of one shop in its languages). */
    usageGroup: text('usage_group'),
    excludedCategoryIds: jsonb('excluded_category_ids').$type<string[]>().notNull().default([]),
    excludeReduced: boolean('exclude_reduced').notNull().default(false),
    excludeBulky: boolean('exclude_bulky').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** A personal voucher's customer (goodwill) … */
    issuedToCustomerId: uuid('issued_to_customer_id'),
    /** … or normalized e-mail address (the newsletter's welcome code): listed under "my vouchers". */
    issuedToEmail: text('issued_to_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vouchers_tenant_code_idx').on(t.tenantId, t.code),
    index('vouchers_issued_customer_idx').on(t.tenantId, t.issuedToCustomerId),
    index('vouchers_issued_email_idx').on(t.tenantId, t.issuedToEmail),
    check(
      'vouchers_kind_terms',
      sql`(${t.kind} = 'percentage' and ${t.percentBp} between 1 and 10000) or (${t.kind} = 'fixed' and ${t.amount} > 0) or ${t.kind} = 'free-shipping'`,
    ),
  ],
);

/** One row per order that used a code: the usage limits are counted here. */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    voucherId: uuid('voucher_id').notNull(),
    /** The voucher's usage group, or its id: what the per-customer limit counts. */
    usageKey: text('usage_key').notNull(),
    customerId: uuid('customer_id'),
    /** Lower-cased address of the order, so a guest order counts for the same person too. */
    emailNormalized: text('email_normalized'),
    orderRef: text('order_ref').notNull(),
    discountAmount: integer('discount_amount').notNull(),
    currency: text('currency').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
    /** The calendar day in the shop's time zone, for "once per day". */
    redeemedOn: date('redeemed_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('voucher_redemptions_voucher_idx').on(t.tenantId, t.voucherId),
    index('voucher_redemptions_customer_idx').on(t.tenantId, t.usageKey, t.customerId),
    index('voucher_redemptions_email_idx').on(t.tenantId, t.usageKey, t.emailNormalized),
  ],
);

/** Promotions without a code: a percentage on a category for a period (category-promotion-processor.ts). */
export const promotions = pgTable(
  'promotions',
  {
    tenantId: text('tenant_id').notNull(),
    id: text('id').notNull(),
    kind: text('kind', { enum: ['category-percentage'] }).notNull(),
    title: jsonb('title').$type<Record<Language, string>>().notNull(),
    percentBp: integer('percent_bp').notNull(),
    categoryId: text('category_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Exclusive. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('promotions_running_idx').on(t.tenantId, t.startsAt, t.endsAt),
  ],
);

export type VoucherRow = typeof vouchers.$inferSelect;
