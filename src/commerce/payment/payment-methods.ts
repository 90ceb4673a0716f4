// Which methods go through the payment provider in a shop, and the ones a payment link offers (SPEC §9).
import { providerMethods, type ProviderMethod } from '@/commerce/checkout/checkout-types';
import { offeredMethods } from '@/commerce/checkout/payment-terms';
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
  ideal: 'iDEAL',
  eps: 'eps-Überweisung',
  twint: 'TWINT',
  postfinance: 'PostFinance',
};

export function isProviderMethod(method: unknown): method is ProviderMethod {
  return (providerMethods as readonly unknown[]).includes(method);
}

/**
 * A provider method this shop offers (the checkout's list: American Express and click-to-pay behind their flags, the
 * local methods in their own shops), while a provider serves the shop.
 */
export function offersProviderMethod(shop: ShopContext, method: unknown): method is ProviderMethod {
  return isProviderMethod(method) && offeredMethods(shop).includes(method);
}

export function isPaylinkMethod(method: unknown): method is PaylinkMethod {
  return (paylinkMethods as readonly unknown[]).includes(method);
}
