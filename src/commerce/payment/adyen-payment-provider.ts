// The Adyen adapter (decision 0017), on Adyen's official Node library: a Checkout API session in hosted mode is the
// shopper's payment page (cards, PayPal, iDEAL, EPS, TWINT, PostFinance), the refund goes through the Checkout
// API's /payments/{pspReference}/refunds. The result arrives only by Adyen's HMAC-signed webhook (adyen-webhook.ts).
// The library is CommonJS whose named exports Node's ESM loader cannot see (npm start and the ops CLI run under tsx):
// its values are read from the default export, its types imported by name.
import adyen, { type CheckoutAPI, type Config } from '@adyen/api-library';
import type { IRequest } from '@adyen/api-library/lib/src/typings/requestOptions';
import type { ProviderMethod } from '@/commerce/kernel/payment-method';
import { tenants } from '@/commerce/tenant/tenants';
import type { Env } from '@/platform/config/env';
import type { PaymentProvider } from './payment-provider';

/** Adyen's payment method types for the shop's methods; one per method, so the hosted page shows what was chosen. */
export const adyenMethodTypes: Record<ProviderMethod, string> = {
  paypal: 'paypal',
  visa: 'scheme',
  mastercard: 'scheme',
  amex: 'scheme',
  diners: 'scheme',
  discover: 'scheme',
  'click-to-pay': 'scheme',
  ideal: 'ideal',
  eps: 'eps',
  twint: 'twint',
  postfinance: 'postfinance_card',
};

type AdyenConfig = Pick<
  Env,
  | 'ADYEN_API_KEY'
  | 'ADYEN_MERCHANT_ACCOUNT'
  | 'ADYEN_ENVIRONMENT'
  | 'ADYEN_LIVE_URL_PREFIX'
  | 'ADYEN_API_BASE_URL'
>;

/**
 * The library's HTTP client speaks https to Adyen's hosts only. This one sends the same requests with fetch and, when
 * ADYEN_API_BASE_URL is set, to that host instead (the tests' stand-in); paths and headers stay Adyen's.
 */
function fetchHttpClient(baseUrl: string | undefined) {
  return {
    async request(
      endpoint: string,
      json: string | Buffer,
      config: Config,
      _isApiKeyRequired: boolean,
      requestOptions: IRequest.Options = {},
    ): Promise<string> {
      const target = new URL(endpoint);
      if (baseUrl) {
        const base = new URL(baseUrl);
        target.protocol = base.protocol;
        target.host = base.host;
      }
      const headers: Record<string, string> = {
        'content-type': 'application/json; charset=utf-8',
        accept: 'application/json',
        'x-api-key': config.apiKey ?? '',
      };
      if (requestOptions.idempotencyKey) headers['idempotency-key'] = requestOptions.idempotencyKey;
      const method = requestOptions.method ?? 'POST';
      const response = await fetch(target, {
        method,
        headers,
        body: method === 'GET' ? undefined : typeof json === 'string' ? json : new Uint8Array(json),
        signal: AbortSignal.timeout(config.connectionTimeoutMillis ?? 30_000),
      });
      const text = await response.text();
      // Only the status goes into the error: Adyen's error body may echo request data.
      if (!response.ok) throw new Error(`Adyen answered ${response.status} for ${target.pathname}`);
      return text;
    },
  };
}

export function adyenCheckout(config: AdyenConfig): CheckoutAPI {
  const client = new adyen.Client(
    {
      apiKey: config.ADYEN_API_KEY,
      environment: config.ADYEN_ENVIRONMENT === 'live' ? adyen.EnvironmentEnum.LIVE : adyen.EnvironmentEnum.TEST,
      liveEndpointUrlPrefix: config.ADYEN_LIVE_URL_PREFIX,
      connectionTimeoutMillis: 15_000,
    } as Config,
    fetchHttpClient(config.ADYEN_API_BASE_URL),
  );
  return new adyen.CheckoutAPI(client);
}

export function adyenPaymentProvider(config: AdyenConfig): PaymentProvider {
  const merchantAccount = config.ADYEN_MERCHANT_ACCOUNT ?? '';
  const checkout = () => adyenCheckout(config);
  return {
    name: 'adyen',
    async createPayment(request) {
      const session = await checkout().PaymentsApi.sessions(
        {
          merchantAccount,
          // The attempt's id: the webhook names it as merchantReference.
          reference: request.attemptId,
          amount: { value: request.amount, currency: request.currency },
          returnUrl: request.returnUrl,
          countryCode: tenants[request.tenant].country,
          shopperLocale: request.locale,
          mode: adyen.Types.checkout.CreateCheckoutSessionRequest.ModeEnum.Hosted,
          allowedPaymentMethods: [adyenMethodTypes[request.method]],
        },
        { idempotencyKey: request.attemptId },
      );
      if (!session.url || !session.id) throw new Error('Adyen created a session without a hosted page URL');
      return { redirectUrl: session.url, providerReference: session.id };
    },
    async refund(request) {
      const refund = await checkout().ModificationsApi.refundCapturedPayment(
        request.pspReference,
        {
          merchantAccount,
          amount: { value: request.amount, currency: request.currency },
          reference: request.refundId,
        },
        { idempotencyKey: request.refundId },
      );
      return { providerReference: refund.pspReference, status: 'received' };
    },
  };
}
