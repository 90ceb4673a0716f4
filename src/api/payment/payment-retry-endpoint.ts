// POST /api/payments/retry { orderNumber, method }: another payment attempt for the logged-in customer's order that
// still awaits payment (after a failed or cancelled one). Only these two fields are read; the amount is the order's.
import { z } from 'zod';
import { retryPayment } from '@/commerce/payment/retry-payment';
import { refuseForgedRequest } from '@/api/http/csrf';
import { readJsonBody } from '@/api/http/read-json-body';
import { requestScope } from '@/api/http/request-shop-context';
import { requireFullCustomer } from '@/api/http/require-customer';
import { getDb } from '@/platform/db/database';
import { json, noStore, refusal } from './payment-http';

const retryBody = z.object({ orderNumber: z.string().min(1).max(40), method: z.string().min(1).max(40) });

export async function postPaymentRetry(request: Request): Promise<Response> {
  const forged = refuseForgedRequest(request);
  if (forged) return forged;
  const scope = requestScope(request);
  const body = await readJsonBody(request, 2_048);
  const parsed = retryBody.safeParse(body.ok ? body.value : undefined);
  if (!parsed.success) return refusal('PAYMENT_INVALID_INPUT');
  const db = await getDb();
  const who = await requireFullCustomer(db, scope.shop, request, { headers: noStore, guests: 'allow' });
  if (!who.ok) return who.response;
  const result = await retryPayment(db, scope.shop, who.customer.id, parsed.data);
  scope.log.info({ event: 'payment-retry', outcome: result.ok ? 'started' : result.code }, 'payment');
  return result.ok
    ? json({ attemptId: result.attemptId, redirectUrl: result.redirectUrl })
    : refusal(result.code);
}
