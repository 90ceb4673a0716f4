// The test provider's callback as it arrives over HTTP (or in-process from its hosted page): verify, then apply.
// Adyen's webhooks have their own entry (receive-adyen-webhook.ts).
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { applyPaymentCallback, type CallbackOutcome } from './apply-payment-callback';
import { verifyDevCallback } from './dev-payment-provider';
import type { CallbackRequest } from './payment-provider';

/** 'invalid': bad signature, shape or age; nothing in it was looked at further. */
export type ReceivedCallback = CallbackOutcome | { kind: 'invalid' };

export async function receivePaymentCallback(
  db: Db,
  shop: ShopContext,
  request: CallbackRequest,
  secret?: string,
): Promise<ReceivedCallback> {
  const callback = verifyDevCallback(request, shop.now(), secret);
  if (!callback) return { kind: 'invalid' };
  return applyPaymentCallback(db, shop, callback);
}
