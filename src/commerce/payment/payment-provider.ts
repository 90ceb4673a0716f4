// The payment-provider adapter: how the shop hands a payment to a provider's hosted page and how it reads the
// provider's signed answer. The shop never sees card data; it knows an attempt, its amount and the signed outcome.
import type { ProviderMethod } from '@/commerce/kernel/payment-method';
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
  /** Where the provider sends the shopper back: the shop's own page, absolute, with `attempt=<id>` in its query. */
  returnUrl: string;
}

export interface CreatedPayment {
  /** Where the shopper goes to pay (the provider's hosted page). */
  redirectUrl: string;
  /** The provider's id of this payment (or of its session); unique per attempt. */
  providerReference: string;
}

/** A provider's callback after its signature, shape and age were verified. */
export interface ProviderCallback {
  /** Which provider signed it: only that provider's attempts can be settled by it. */
  provider: ProviderName;
  attemptId: string;
  /** The reference the shop stored when it created the payment, when the provider repeats it: must be the attempt's. */
  providerReference: string | null;
  /** The provider's id of the settled payment: the ledger's booking reference (`payment:<ref>`) and what a refund names. */
  pspReference: string;
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

export const providerNames = ['psp-test', 'adyen'] as const;
export type ProviderName = (typeof providerNames)[number];

/** Money back for a settled payment; `refundId` is the shop's id and the provider's idempotency key. */
export interface RefundRequest {
  refundId: string;
  tenant: TenantKey;
  pspReference: string;
  amount: number;
  currency: string;
}

/** The provider took the refund request: 'received' (the outcome follows by webhook) or already 'refunded'. */
export interface RequestedRefund {
  providerReference: string;
  status: 'received' | 'refunded';
}

/**
 * A provider's side of a payment. Its result reaches the shop only from the provider's server (a signed callback or
 * webhook, each provider with its own endpoint), never from anything the shopper's browser carries.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  refund(request: RefundRequest): Promise<RequestedRefund>;
}
