// GET /api/payments/attempts/{attemptId}[?token=…]: the outcome of a payment for the page the shopper returns to.
// Readable by the customer who owns it (session) or by the holder of the payment link it paid; else 404.
import { currentCustomer } from '@/commerce/customer/current-customer';
import { readPaymentAttempt, type AttemptReader } from '@/commerce/payment/read-payment-attempt';
import { requestScope } from '@/api/http/request-shop-context';
import { readCredentials } from '@/api/identity/session-cookies';
import { getDb } from '@/platform/db/database';
import { json, refusal } from './payment-http';

export async function getPaymentAttempt(request: Request, attemptId: string): Promise<Response> {
  const { shop } = requestScope(request);
  const db = await getDb();
  const token = new URL(request.url).searchParams.get('token');
  let reader: AttemptReader | null = token ? { kind: 'paylink', token } : null;
  if (!reader) {
    const current = await currentCustomer(db, shop, readCredentials(request), { guests: 'allow' });
    if (current.level !== 'anonymous') reader = { kind: 'customer', customerId: current.customer.id };
  }
  const view = reader ? await readPaymentAttempt(db, shop, attemptId, reader) : null;
  if (!view) return refusal('PAYMENT_ATTEMPT_NOT_FOUND');
  const { status, purpose, orderNumber, amount, method } = view;
  return json({ attemptId, status, purpose, ...(orderNumber ? { orderNumber } : {}), amount, method });
}
