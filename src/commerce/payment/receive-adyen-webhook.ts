// Adyen's webhook, verified, applied item by item: an AUTHORISATION settles its attempt exactly like the test
// provider's callback (same checks, same single booking); a REFUND / REFUND_FAILED records the refund's outcome.
// Only items of the configured merchant account count.
import { and, eq } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { adyenEventOf, verifyAdyenWebhook } from './adyen-webhook';
import { applyPaymentCallback, type CallbackOutcome } from './apply-payment-callback';
import { paymentRefunds } from './payment.schema';

export type AdyenWebhookOutcome =
  { kind: 'invalid' } | { kind: 'accepted'; outcomes: (CallbackOutcome | { kind: 'refund' | 'ignored' })[] };

export async function receiveAdyenWebhook(
  db: Db,
  shop: ShopContext,
  body: string,
  config: { hmacKey: string; merchantAccount: string },
): Promise<AdyenWebhookOutcome> {
  const items = verifyAdyenWebhook(body, config.hmacKey);
  if (!items) return { kind: 'invalid' };
  const outcomes: (CallbackOutcome | { kind: 'refund' | 'ignored' })[] = [];
  for (const item of items) {
    if (item.merchantAccountCode !== config.merchantAccount) {
      outcomes.push({ kind: 'ignored' });
      continue;
    }
    const event = adyenEventOf(item);
    if (event.kind === 'payment') outcomes.push(await applyPaymentCallback(db, shop, event.callback));
    else if (event.kind === 'refund') {
      await db
        .update(paymentRefunds)
        .set({
          status: event.succeeded ? 'refunded' : 'failed',
          providerReference: event.providerReference,
          updatedAt: shop.now(),
        })
        .where(
          and(
            eq(paymentRefunds.tenantId, shop.tenant.key),
            eq(paymentRefunds.id, event.refundId),
            eq(paymentRefunds.provider, 'adyen'),
          ),
        );
      outcomes.push({ kind: 'refund' });
    } else outcomes.push({ kind: 'ignored' });
  }
  return { kind: 'accepted', outcomes };
}
