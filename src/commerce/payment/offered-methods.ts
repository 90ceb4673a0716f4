// Which payment methods each shop offers (SPEC §1/§9): the checkout lists them, a paylink or a retried payment may only
// use them. Card, wallet and bank methods need a payment provider serving the shop, which this context knows.
import { providerMethods, type PaymentMethod } from '@/commerce/kernel/payment-method';
import type { FlagName } from '@/commerce/tenant/flags';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { TenantKey } from '@/commerce/tenant/tenants';
import { providerFor } from './payment-providers';

const cards = ['paypal', 'visa', 'mastercard', 'amex', 'diners', 'discover', 'click-to-pay'] as const;

/**
 * Per shop, in the order the payment page lists them. The pause is a German/Austrian product (decision 0013); each
 * shop's local method sits right after the shop's own ones (decision 0017): iDEAL in nl (its pages promise "Veilig
 * betalen met iDEAL"), eps in at, TWINT and PostFinance in ch.
 */
export const tenantPaymentMethods: Record<TenantKey, readonly PaymentMethod[]> = {
  de: ['invoice', 'instalments', 'payment-pause', ...cards],
  at: ['invoice', 'instalments', 'payment-pause', 'eps', ...cards],
  ch: ['invoice', 'instalments', 'twint', 'postfinance', ...cards],
  nl: ['invoice', 'instalments', 'ideal', ...cards],
};

/** Methods that exist only while a tenant flag is on (SPEC §9). */
const methodFlags: Partial<Record<PaymentMethod, FlagName>> = { amex: 'amex', 'click-to-pay': 'clickToPay' };

/** The shop's methods that its flags allow; card, wallet and bank methods only while a payment provider serves it. */
export function offeredMethods(shop: ShopContext): PaymentMethod[] {
  const withProvider = providerFor(shop.tenant.key) !== null;
  return tenantPaymentMethods[shop.tenant.key].filter((m) => {
    if (!withProvider && (providerMethods as readonly string[]).includes(m)) return false;
    const flag = methodFlags[m];
    return flag === undefined || shop.tenant.flags[flag];
  });
}
