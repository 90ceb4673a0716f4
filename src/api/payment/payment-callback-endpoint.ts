// POST /api/payments/callback: the test provider's signed server-to-server callback (only where it runs). No CSRF header (the
// provider is no browser): the HMAC signature is the authentication. Only outcome codes are logged, never the body.
import { receivePaymentCallback } from '@/commerce/payment/receive-payment-callback';
import { paymentTestMode } from '@/commerce/payment/payment-providers';
import { requestScope } from '@/api/http/request-shop-context';
import { getDb } from '@/platform/db/database';
import { json, readText } from './payment-http';

export async function postPaymentCallback(request: Request): Promise<Response> {
  const scope = requestScope(request);
  // Off, the test provider's secret may be the public development one: nothing signed with it is looked at.
  if (!paymentTestMode(scope.shop.tenant.key)) return json({ error: 'NOT_FOUND' }, 404);
  const body = await readText(request, 4_096);
  if (body === null) return json({ error: 'PAYMENT_CALLBACK_INVALID' }, 413);
  const received = await receivePaymentCallback(await getDb(), scope.shop, {
    body,
    headers: request.headers,
  });
  const log = { event: 'payment-callback', outcome: received.kind };
  switch (received.kind) {
    case 'invalid':
      scope.log.warn(log, 'payment callback refused: bad signature, shape or age');
      return json({ error: 'PAYMENT_CALLBACK_INVALID' }, 401);
    case 'unknown-attempt':
      scope.log.warn(log, 'payment callback for an unknown attempt');
      return json({ error: 'PAYMENT_ATTEMPT_NOT_FOUND' }, 404);
    case 'mismatch':
      scope.log.warn(
        { ...log, attemptId: received.attemptId, field: received.field },
        'payment callback does not match its attempt',
      );
      return json({ error: 'PAYMENT_CALLBACK_MISMATCH' }, 409);
    default:
      scope.log.info({ ...log, attemptId: received.attemptId, status: received.status }, 'payment callback');
      return json({ status: received.status, changed: received.kind === 'applied' });
  }
}
