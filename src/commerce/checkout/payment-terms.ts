// The payment terms of the checkout: which methods each shop offers, the payment pause and the payment protection
// (docs/decisions/0013-payment-pause.md). Figures in basis points and minor units.
import { providerMethods, type PaymentMethod, type ProtectionChoice } from '@/commerce/checkout/checkout-types';
import { providerFor } from '@/commerce/payment/payment-providers';
import type { FlagName } from '@/commerce/tenant/flags';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { TenantKey } from '@/commerce/tenant/tenants';

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

export const paymentPause = {
  /** Pay after 4 months (SPEC §9). */
  months: 4,
  /** 3.9 % of the goods value (after discounts). */
  surchargeRateBp: 390,
} as const;

export const pauseSurchargeOf = (goodsAmount: number) => Math.round((goodsAmount * paymentPause.surchargeRateBp) / 10_000);

export const protectionTerms = {
  /** Monthly premium as a share of the monthly instalment: basic = death; full = death, incapacity, unemployment. */
  rateBp: { basic: 90, full: 249 } satisfies Record<ProtectionChoice['cover'], number>,
  /** Insurable ages on the day of taking it out. */
  minAge: 18,
  maxAge: 67,
} as const;

export const protectionMonthlyOf = (monthlyRate: number, cover: ProtectionChoice['cover']) =>
  Math.round((monthlyRate * protectionTerms.rateBp[cover]) / 10_000);
