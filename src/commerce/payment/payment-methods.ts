// Which methods go through the payment provider in a shop, and the ones a payment link offers (SPEC §9).
import { providerMethods, type ProviderMethod } from '@/commerce/checkout/checkout-types';
import type { ShopContext } from '@/commerce/tenant/shop-context';

/** SPEC §9: "Paylink payment methods: paypal, mastercard, visa, diners, discover". */
export const paylinkMethods = [
  'paypal',
  'mastercard',
  'visa',
  'diners',
  'discover',
] as const satisfies readonly ProviderMethod[];
export type PaylinkMethod = (typeof paylinkMethods)[number];

/** Card and wallet brands are names, the same in every language (so not in the message catalogs). */
export const providerBrandNames: Record<ProviderMethod, string> = {
  paypal: 'PayPal',
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  'click-to-pay': 'Click to Pay',
};

export function isProviderMethod(method: unknown): method is ProviderMethod {
  return (providerMethods as readonly unknown[]).includes(method);
}

/** A provider method this shop offers: American Express and click-to-pay sit behind their flags. */
export function offersProviderMethod(shop: ShopContext, method: unknown): method is ProviderMethod {
  if (!isProviderMethod(method)) return false;
  if (method === 'amex') return shop.tenant.flags.amex;
  if (method === 'click-to-pay') return shop.tenant.flags.clickToPay;
  return true;
}

export function isPaylinkMethod(method: unknown): method is PaylinkMethod {
  return (paylinkMethods as readonly unknown[]).includes(method);
}
