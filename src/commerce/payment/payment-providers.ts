// Which provider takes a shop's payments, from configuration (docs/payments.md, decision 0017): the test provider
// only for the shops PAYMENT_TEST_MODE names (every shop in development), else the configured real provider. In a
// production build the test provider is off unless a demo shop is named; such a shop says so on every page.
import type { TenantKey } from '@/commerce/tenant/tenants';
import { env, paymentTestShops, type Env } from '@/platform/config/env';
import { adyenPaymentProvider } from './adyen-payment-provider';
import { devPaymentProvider } from './dev-payment-provider';
import type { PaymentProvider, ProviderName } from './payment-provider';

/** True when this shop's payments are simulated by the test provider (its pages say so, its orders are test orders). */
export function paymentTestMode(tenant: TenantKey, config: Env = env()): boolean {
  const shops = paymentTestShops(config);
  return shops === 'all' || shops.includes(tenant);
}

/** The provider that takes this shop's new payments; null when none is configured (no card or wallet methods). */
export function providerFor(tenant: TenantKey, config: Env = env()): PaymentProvider | null {
  if (paymentTestMode(tenant, config)) return devPaymentProvider;
  if (config.PAYMENT_PROVIDER === 'adyen') return adyenPaymentProvider(config);
  return null;
}

/** The provider that took an attempt (refunds go back through it); null for the test provider when it is off. */
export function providerNamed(name: string, tenant: TenantKey, config: Env = env()): PaymentProvider | null {
  const provider: ProviderName | null = name === 'psp-test' || name === 'adyen' ? name : null;
  if (provider === 'psp-test') return paymentTestMode(tenant, config) ? devPaymentProvider : null;
  if (provider === 'adyen' && config.ADYEN_API_KEY) return adyenPaymentProvider(config);
  return null;
}
