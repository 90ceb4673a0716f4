// The payment-provider adapter: how the shop hands a payment to a provider's hosted page and how it reads the
// provider's signed answer. The shop never sees card data; it knows an attempt, its amount and the signed outcome.
import type { ProviderMethod } from '@/commerce/checkout/checkout-types';
import type { TenantKey } from '@/commerce/tenant/tenants';
import type { Locale } from '@/platform/i18n/locales';

/** What a provider reports about a payment: settled with money, refused, or abandoned by the shopper. */
export const providerOutcomes = ['paid', 'failed', 'cancelled'] as const;
export type ProviderOutcome = (typeof providerOutcomes)[number];

/** The payment the shop asks for: one attempt, server-computed amount in minor units. */
export interface PaymentRequest {
  attemptId: string;
  tenant: TenantKey;
  /** The shopper's locale: the hosted page speaks it. */
  locale: Locale;
  method: ProviderMethod;
  amount: number;
  currency: string;
}

export interface CreatedPayment {
  /** Where the shopper goes to pay (the provider's hosted page). */
  redirectUrl: string;
  /** The provider's id of this payment; unique, and the ledger's booking reference (`payment:<ref>`). */
  providerReference: string;
}

/** A provider's callback after its signature, shape and age were verified. */
export interface ProviderCallback {
  attemptId: string;
  providerReference: string;
  status: ProviderOutcome;
  amount: number;
  currency: string;
  /** ISO timestamp when the provider issued the callback (stale ones are refused). */
  issuedAt: string;
}

/** A callback as it arrives over HTTP: the raw body and the headers (the signature travels in a header). */
export interface CallbackRequest {
  body: string;
  headers: Headers;
}

export interface PaymentProvider {
  readonly name: string;
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** The verified callback, or null when the signature, shape or age is wrong (nothing of it may be trusted). */
  verifyCallback(request: CallbackRequest, now: Date): ProviderCallback | null;
}
