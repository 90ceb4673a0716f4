// GET/POST /api/orders/{orderNumber}/survey: the survey after an order (SPEC §7) for the customer who placed it.
// GET answers the definition in the shop's language and whether it was answered; POST stores the answers once.
// Another customer's number, another shop's and an unknown one all get the same 404.
import { answerOrderSurvey, orderSurvey } from '@/commerce/survey/order-survey';
import { orderNumberPattern } from '@/commerce/order/order-number';
import { refuseForgedRequest } from '@/api/http/csrf';
import { limitByAddress } from '@/api/http/limit-request';
import { readJsonBody } from '@/api/http/read-json-body';
import { requestScope } from '@/api/http/request-shop-context';
import { requireFullCustomer } from '@/api/http/require-customer';
import { getDb } from '@/platform/db/database';
import type { LimitRule } from '@/platform/rate-limit/rate-limiter';
import { answer } from './order-http';

/** A form sent a few times at most; more is a script. */
export const surveyLimit: LimitRule = { name: 'order-survey', points: 20, durationSeconds: 60 };
/** Four questions with 1,000 characters of text at most fit well inside. */
const maxBodyBytes = 16 * 1024;

const notFound = () => answer({ error: 'ORDER_NOT_FOUND' }, 404);

export async function getOrderSurvey(request: Request, orderNumber: string): Promise<Response> {
  const { shop, log } = requestScope(request);
  const db = await getDb();
  const who = await requireFullCustomer(db, shop, request);
  if (!who.ok) return who.response;
  if (!orderNumberPattern.test(orderNumber)) return notFound();
  const state = await orderSurvey(db, shop, who.customer.id, orderNumber, { log });
  if (state.status === 'order-not-found') return notFound();
  return answer({ survey: state.survey, answered: state.answered });
}

export async function postOrderSurvey(request: Request, orderNumber: string): Promise<Response> {
  const forged = refuseForgedRequest(request);
  if (forged) return forged;
  const limited = await limitByAddress(request, surveyLimit);
  if (limited) return limited;
  const { shop, log } = requestScope(request);
  const db = await getDb();
  const who = await requireFullCustomer(db, shop, request);
  if (!who.ok) return who.response;
  if (!orderNumberPattern.test(orderNumber)) return notFound();
  const body = await readJsonBody(request, maxBodyBytes);
  if (!body.ok) return answer({ error: body.reason === 'too-large' ? 'SURVEY_TOO_LARGE' : 'SURVEY_INVALID' }, body.reason === 'too-large' ? 413 : 400);
  const answers = (body.value as { answers?: unknown } | null)?.answers;
  const outcome = await answerOrderSurvey(db, shop, who.customer.id, orderNumber, answers, { log });
  log.info({ event: 'order-survey', outcome: outcome.status }, 'order');
  switch (outcome.status) {
    case 'stored':
      return answer({ status: 'stored' }, 201);
    case 'order-not-found':
      return notFound();
    case 'no-survey':
      return answer({ error: 'SURVEY_NOT_FOUND' }, 404);
    case 'already-answered':
      return answer({ error: 'SURVEY_ALREADY_ANSWERED' }, 409);
    case 'invalid':
      return answer({ error: 'SURVEY_INVALID', fields: outcome.fields }, 400);
  }
}
