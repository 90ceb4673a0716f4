// A provider's callback as it arrives over HTTP (or in-process from the test provider): verify, then apply.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { applyPaymentCallback, type CallbackOutcome } from './apply-payment-callback';
import { paymentProvider } from './dev-payment-provider';
import type { CallbackRequest, PaymentProvider } from './payment-provider';

/** 'invalid': bad signature, shape or age; nothing in it was looked at further. */
export type ReceivedCallback = CallbackOutcome | { kind: 'invalid' };

export async function receivePaymentCallback(
  db: Db,
  shop: ShopContext,
  request: CallbackRequest,
  provider: PaymentProvider = paymentProvider(),
): Promise<ReceivedCallback> {
  const callback = provider.verifyCallback(request, shop.now());
  if (!callback) return { kind: 'invalid' };
  return applyPaymentCallback(db, shop, callback);
}
