// POST /api/customer/payment-dates/paylink { orderNumber }: a payment link for what is overdue on the customer's
// own order, for "pay now" on the payment dates page. Fully logged-in customers only; CSRF header required.
import { z } from 'zod';
import { issueOverduePaylink, overduePaylinkRefusals } from '@/commerce/payment/issue-overdue-paylink';
import { servesAccountPage } from '@/commerce/tenant/account-pages';
import { readJsonBody } from '@/api/http/read-json-body';
import { accountRequest } from '@/api/http/require-customer';
import { privateJson, refusalResponse } from '@/api/http/responses';

const body = z.object({ orderNumber: z.string().trim().min(1).max(40) });

export async function postOverduePaylink(request: Request): Promise<Response> {
  const customer = await accountRequest(request, { write: true });
  if (!customer.ok) return customer.response;
  const { scope, db } = customer;
  if (!servesAccountPage(scope.shop.tenant.flags, '/account/payment-dates'))
    return refusalResponse(overduePaylinkRefusals, { ok: false, code: 'PAYLINK_ORDER_NOT_FOUND' });
  const read = await readJsonBody(request, 1_024);
  const parsed = body.safeParse(read.ok ? read.value : undefined);
  if (!parsed.success) return privateJson({ error: 'PAYLINK_INVALID_INPUT' }, 400);
  const result = await issueOverduePaylink(db, scope.shop, customer.customer.id, parsed.data.orderNumber);
  scope.log.info({ event: 'overdue-paylink', outcome: result.ok ? 'issued' : result.code }, 'payment dates');
  if (!result.ok) return refusalResponse(overduePaylinkRefusals, result);
  return privateJson({ url: result.url, amount: result.amount, currency: result.currency }, 201);
}
