// The provider methods' names and the ones a payment link offers (SPEC §9). Plain data: the paylink page's client
// code reads it, so nothing here may reach for the server (configuration, providers).
import { providerMethods, type ProviderMethod } from '@/commerce/kernel/payment-method';

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

export function isPaylinkMethod(method: unknown): method is PaylinkMethod {
  return (paylinkMethods as readonly unknown[]).includes(method);
}
