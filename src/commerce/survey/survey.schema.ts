// Answers to the surveys of SPEC §7, one row per order: the unique index is what keeps a survey to once per order,
// also when two submissions race. Tenant-owned: every row and query carries tenant_id.
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SurveyAnswers } from './survey-answers';

export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    orderId: uuid('order_id').notNull(),
    /** The survey definition's id (content/<tenant>/<locale>/surveys/<id>.json). */
    surveyId: text('survey_id').notNull(),
    /** The language the questions were asked in. */
    locale: text('locale').notNull(),
    /** Question id → answer, as checked against the definition (survey-answers.ts). */
    answers: jsonb('answers').$type<SurveyAnswers>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('survey_responses_tenant_order_idx').on(t.tenantId, t.orderId)],
);

export type SurveyResponseRow = typeof surveyResponses.$inferSelect;
