// The shipped test provider ("psp-test"). It "lives" under /api/psp-test/**: its hosted test page takes pay / fail /
// cancel, then calls the shop back with a signed result like a real provider would. It asks for no card data at all.
// It only runs for the shops PAYMENT_TEST_MODE names (every shop in development; none in production unless a demo
// shop is named): see payment-providers.ts.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { TenantKey } from '@/commerce/tenant/tenants';
import { env } from '@/platform/config/env';
import { languageOf } from '@/platform/i18n/locales';
import { signedCallbackRequest, verifyCallbackRequest, type TestCallback } from './callback-signature';
import type { CallbackRequest, PaymentProvider, ProviderCallback } from './payment-provider';

export const devProviderName = 'psp-test';
export const hostedPagePath = (attemptId: string) => `/api/psp-test/pay/${attemptId}`;

const secret = () => env().PAYMENT_PROVIDER_SECRET;

/** Binds a hosted-page link to one attempt of one shop: only the shopper who was sent there can open or submit it. */
export function hostedPageSignature(tenant: TenantKey, attemptId: string, key = secret()): string {
  return createHmac('sha256', key).update(`hosted-page:${tenant}:${attemptId}`).digest('base64url');
}

export function verifyHostedPageSignature(
  tenant: TenantKey,
  attemptId: string,
  given: string,
  key = secret(),
): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(hostedPageSignature(tenant, attemptId, key));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The provider's side of the callback: what it signs and sends once the shopper chose an outcome. */
export function devProviderCallback(callback: TestCallback, key = secret()): CallbackRequest {
  return signedCallbackRequest(callback, key);
}

/** The test provider's callback, verified: null when the signature, shape or age is wrong. */
export function verifyDevCallback(
  request: CallbackRequest,
  now: Date,
  key = secret(),
): ProviderCallback | null {
  const callback = verifyCallbackRequest(request, key, now);
  if (!callback) return null;
  // The test provider's payment reference is the one it handed out when the payment was created.
  return { provider: devProviderName, ...callback, pspReference: callback.providerReference };
}

export const devPaymentProvider: PaymentProvider = {
  name: devProviderName,
  async createPayment(request) {
    const sig = hostedPageSignature(request.tenant, request.attemptId);
    // Relative: the test provider answers on the shop's own host, whichever port or host the shop runs on.
    const query = new URLSearchParams({ sig, lang: languageOf(request.locale) });
    return {
      redirectUrl: `${hostedPagePath(request.attemptId)}?${query.toString()}`,
      providerReference: `${devProviderName}-${randomUUID()}`,
    };
  },
  // Simulated: no money moved in, none moves out.
  async refund() {
    return { providerReference: `${devProviderName}-refund-${randomUUID()}`, status: 'refunded' };
  },
};
