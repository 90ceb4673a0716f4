// POST /api/payments/adyen/webhook: Adyen's standard webhook, server to server. No CSRF header (Adyen is no
// browser): each item's HMAC signature is the authentication. Answers "[accepted]" as Adyen expects once the batch is
// applied; a bad signature answers 401 and changes nothing. Only outcome codes are logged, never the body.
import { receiveAdyenWebhook } from '@/commerce/payment/receive-adyen-webhook';
import { requestScope } from '@/api/http/request-shop-context';
import { env } from '@/platform/config/env';
import { getDb } from '@/platform/db/database';
import { json, readText } from './payment-http';

export async function postAdyenWebhook(request: Request): Promise<Response> {
  const scope = requestScope(request);
  const config = env();
  // Not configured: the endpoint is not there.
  if (!config.ADYEN_HMAC_KEY || !config.ADYEN_MERCHANT_ACCOUNT) return json({ error: 'NOT_FOUND' }, 404);
  const body = await readText(request, 256 * 1024);
  if (body === null) return json({ error: 'PAYMENT_CALLBACK_INVALID' }, 413);
  const received = await receiveAdyenWebhook(await getDb(), scope.shop, body, {
    hmacKey: config.ADYEN_HMAC_KEY,
    merchantAccount: config.ADYEN_MERCHANT_ACCOUNT,
  });
  if (received.kind === 'invalid') {
    scope.log.warn(
      { event: 'adyen-webhook', outcome: 'invalid' },
      'Adyen webhook refused: bad signature or shape',
    );
    return json({ error: 'PAYMENT_CALLBACK_INVALID' }, 401);
  }
  for (const outcome of received.outcomes) {
    const fields = { event: 'adyen-webhook', outcome: outcome.kind };
    if (outcome.kind === 'mismatch' || outcome.kind === 'unknown-attempt')
      scope.log.warn(fields, 'Adyen webhook item does not match an attempt of this shop');
    else scope.log.info(fields, 'Adyen webhook item');
  }
  return new Response('[accepted]', {
    status: 200,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
