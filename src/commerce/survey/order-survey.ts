// The survey after an order (SPEC §7): the definition `after-order` of the shop's language, answered once per order
// by the customer who placed it. The unique index of survey_responses decides a race; a second answer is refused.
import { and, eq, inArray } from 'drizzle-orm';
import { loadSurvey, type Survey } from '@/commerce/content/survey';
import type { ContentOptions } from '@/commerce/content/load-content';
import { findCustomerOrder } from '@/commerce/order/order-store';
import { orders } from '@/commerce/order/order.schema';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { surveyAnswersSchema } from './survey-answers';
import { surveyResponses } from './survey.schema';

export const afterOrderSurveyId = 'after-order';

export type OrderSurveyState =
  | { status: 'order-not-found' }
  | { status: 'found'; survey: Survey | null; answered: boolean };

export type AnswerOutcome =
  | { status: 'stored' }
  | { status: 'order-not-found' }
  | { status: 'no-survey' }
  | { status: 'already-answered' }
  | { status: 'invalid'; fields: Record<string, string> };

async function answeredAlready(db: Db, shop: ShopContext, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: surveyResponses.id })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.tenantId, shop.tenant.key), eq(surveyResponses.orderId, orderId)))
    .limit(1);
  return row !== undefined;
}

/** The survey to show on an order's confirmation, and whether the order has answered it. */
export async function orderSurvey(
  db: Db,
  shop: ShopContext,
  customerId: string,
  orderNumber: string,
  content?: ContentOptions,
): Promise<OrderSurveyState> {
  const order = await findCustomerOrder(db, shop, customerId, orderNumber);
  if (!order) return { status: 'order-not-found' };
  const [survey, answered] = await Promise.all([
    loadSurvey(shop, afterOrderSurveyId, content),
    answeredAlready(db, shop, order.id),
  ]);
  return { status: 'found', survey, answered };
}

export async function answerOrderSurvey(
  db: Db,
  shop: ShopContext,
  customerId: string,
  orderNumber: string,
  answers: unknown,
  content?: ContentOptions,
): Promise<AnswerOutcome> {
  const order = await findCustomerOrder(db, shop, customerId, orderNumber);
  if (!order) return { status: 'order-not-found' };
  const survey = await loadSurvey(shop, afterOrderSurveyId, content);
  if (!survey) return { status: 'no-survey' };
  if (await answeredAlready(db, shop, order.id)) return { status: 'already-answered' };
  const parsed = surveyAnswersSchema(survey).safeParse(answers);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'answers');
      fields[key] ??= issue.code === 'unrecognized_keys' ? 'INVALID' : issue.message;
    }
    return { status: 'invalid', fields };
  }
  const stored = await db
    .insert(surveyResponses)
    .values({
      tenantId: shop.tenant.key,
      orderId: order.id,
      surveyId: survey.id,
      locale: shop.locale,
      answers: parsed.data,
      createdAt: shop.now(),
    })
    .onConflictDoNothing()
    .returning({ id: surveyResponses.id });
  return stored.length > 0 ? { status: 'stored' } : { status: 'already-answered' };
}

/** Account deletion: the answers to the customer's orders go (free text may name the person); the orders stay. */
export async function forgetCustomerSurveyAnswers(tx: Db, tenantId: string, customerId: string): Promise<void> {
  const own = tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.customerId, customerId)));
  await tx.delete(surveyResponses).where(and(eq(surveyResponses.tenantId, tenantId), inArray(surveyResponses.orderId, own)));
}
