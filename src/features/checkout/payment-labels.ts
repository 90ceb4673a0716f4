// Card and wallet brands are names, the same in every language; the shop's own methods are texts (messages).
import type { PaymentMethod } from '@/commerce/kernel/payment-method';

export const brandNames: Partial<Record<PaymentMethod, string>> = {
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

export const textMethods = ['invoice', 'instalments', 'payment-pause'] as const;
