// POST /api/customer/returns (register a return) and GET /api/customer/returns/<number>/slip (its PDF): for the fully
// logged-in customer only; another customer's order or return is "not found". The slip is a file to keep:
// attachment, nosniff, never cached. Logged with the outcome, never what was chosen.
import { findOrderById, linesOfOrder } from '@/commerce/order/order-store';
import { registerReturn, registerReturnSchema, returnRefusals } from '@/commerce/returns/register-return';
import { returnSlipPdf } from '@/commerce/returns/return-slip';
import { findCustomerReturn } from '@/commerce/returns/returns-store';
import { inLocaleOf } from '@/commerce/tenant/shop-context';
import { nudgeOutboxWorker } from '@/platform/jobs/outbox-worker';
import { readJsonBody } from '@/api/http/read-json-body';
import { accountRequest } from '@/api/http/require-customer';
import { downloadResponse, privateJson, refusalResponse } from '@/api/http/responses';

export async function postReturn(request: Request): Promise<Response> {
  const who = await accountRequest(request, { write: true });
  if (!who.ok) return who.response;
  const { scope, db } = who;
  const customerId = who.customer.id;
  const body = await readJsonBody(request, 16_384);
  const parsed = registerReturnSchema.safeParse(body.ok ? body.value : undefined);
  if (!parsed.success) return privateJson({ error: 'RETURN_INVALID_INPUT' }, 400);
  const result = await registerReturn(db, scope.shop, customerId, parsed.data);
  scope.log.info({ event: 'return-registration', outcome: result.ok ? 'registered' : result.code }, 'returns');
  if (!result.ok) {
    return refusalResponse(
      returnRefusals,
      result,
      result.code === 'RETURN_RATE_LIMITED' ? { 'retry-after': String(result.retryAfterSeconds) } : {},
    );
  }
  nudgeOutboxWorker();
  return privateJson({ return: { returnNumber: result.ret.returnNumber } }, 201);
}

export async function getReturnSlip(request: Request, returnNumber: string): Promise<Response> {
  const who = await accountRequest(request, { write: false });
  if (!who.ok) return who.response;
  const { scope, db } = who;
  const ret = /^R-[A-Z]{2}-[2-9A-Z]{8}$/i.test(returnNumber)
    ? await findCustomerReturn(db, scope.shop, who.customer.id, returnNumber)
    : null;
  if (!ret) return privateJson({ error: 'RETURN_NOT_FOUND' }, 404);
  const order = await findOrderById(db, scope.shop, ret.orderId);
  if (!order) return privateJson({ error: 'RETURN_NOT_FOUND' }, 404);
  const pdf = await returnSlipPdf(inLocaleOf(scope.shop, order.locale), { ret, order, lines: await linesOfOrder(db, scope.shop, order.id) });
  return downloadResponse(Buffer.from(pdf), 'application/pdf', `${ret.returnNumber}.pdf`);
}
