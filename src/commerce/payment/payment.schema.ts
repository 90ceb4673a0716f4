// Payments through the payment-provider adapter. The shop never sees a card number: it knows an attempt's id,
// amount, method, the provider's reference and the outcome the provider signed.
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const paymentPurposes = ['order', 'paylink'] as const;
export const paymentAttemptStatuses = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
export type PaymentAttemptStatus = (typeof paymentAttemptStatuses)[number];

export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    purpose: text('purpose', { enum: paymentPurposes }).notNull(),
    /** The order paid for (purpose order), or the order whose open amount a payment link settles. */
    orderId: uuid('order_id'),
    /** For purpose paylink: the id of the link (its token's hash is not stored here). */
    paylinkId: text('paylink_id'),
    method: text('method').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: paymentAttemptStatuses }).notNull(),
    /** Which provider took it ('psp-test', 'adyen'): only that provider's callbacks may settle it. */
    provider: text('provider').notNull().default('psp-test'),
    /** The provider's id for this payment (the test provider's reference, Adyen's session id), once it answered. */
    providerReference: text('provider_reference'),
    /** Where the shopper pays: a repeated order submission hands out this same page again. */
    redirectUrl: text('redirect_url'),
    /** The provider's id of the settled payment (Adyen's pspReference): what a refund names. */
    pspReference: text('psp_reference'),
    /** Where the shopper goes back to (a path of this shop, with locale prefix). */
    returnPath: text('return_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_attempts_order_idx').on(t.tenantId, t.orderId),
    uniqueIndex('payment_attempts_provider_ref_idx').on(t.providerReference),
  ],
);

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;

export const paymentRefundStatuses = ['requested', 'received', 'refunded', 'failed'] as const;
export type PaymentRefundStatus = (typeof paymentRefundStatuses)[number];

/**
 * Money sent back through the provider for a return or a withdrawal of a paid card/wallet order. One row per cause
 * (`reason` = `return:<ref>` or `withdrawal`), so asking twice refunds once; the outbox delivers the request.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    orderId: uuid('order_id').notNull(),
    attemptId: uuid('attempt_id').notNull(),
    provider: text('provider').notNull(),
    reason: text('reason').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: paymentRefundStatuses }).notNull(),
    /** The provider's id of the refund, once it took the request. */
    providerReference: text('provider_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_refunds_cause_idx').on(t.tenantId, t.orderId, t.reason),
    index('payment_refunds_provider_ref_idx').on(t.providerReference),
  ],
);

export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;
