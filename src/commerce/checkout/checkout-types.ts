// The shapes every checkout step agrees on: what the shopper chose, kept on the server between steps (so a crash or a
// closed tab loses nothing) and read again, re-checked and re-priced when the order is placed. Plain data only.
import type { CountryCode, PostalAddress, Salutation } from '@/commerce/kernel/postal-address';
import type { TenantKey } from '@/commerce/tenant/tenants';

/** The delivery services a tenant may offer (shipping-rates decides freight for bulky goods on its own). */
export type DeliveryOptionKey = 'standard' | 'express';

/** A parcel shop as an order copies it (the finder's row, without distance). */
export interface ParcelShopSnapshot {
  id: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: CountryCode;
}

export type DeliveryChoice =
  | { kind: 'address'; addressId: string; address: PostalAddress; option: DeliveryOptionKey }
  | {
      kind: 'parcel-shop';
      parcelShop: ParcelShopSnapshot;
      recipient: { salutation: Salutation; firstName: string; lastName: string };
      option: 'standard';
    };

/** Every payment method of SPEC §1/§9. Which ones a tenant offers depends on its config, flags and the credit check. */
export const paymentMethods = [
  'invoice',
  'instalments',
  'payment-pause',
  'paypal',
  'visa',
  'mastercard',
  'amex',
  'diners',
  'discover',
  'click-to-pay',
  'ideal',
  'eps',
  'twint',
  'postfinance',
] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Methods that need a positive credit decision (the shop lends the money). */
export const creditMethods = ['invoice', 'instalments', 'payment-pause'] as const satisfies readonly PaymentMethod[];
export type CreditMethod = (typeof creditMethods)[number];

/** Methods paid through the payment-provider adapter (hosted payment page). */
export const providerMethods = [
  'paypal',
  'visa',
  'mastercard',
  'amex',
  'diners',
  'discover',
  'click-to-pay',
  'ideal',
  'eps',
  'twint',
  'postfinance',
] as const satisfies readonly PaymentMethod[];
export type ProviderMethod = (typeof providerMethods)[number];

export type PaymentChoice =
  | { method: Exclude<PaymentMethod, 'instalments'> }
  | { method: 'instalments'; months: number };

/** Payment protection (Ratenschutz) for an instalment purchase: the form's answers; the price is the server's. */
export interface ProtectionChoice {
  /** The insured person is the customer; these confirm the insurance's conditions. */
  employment: 'employed' | 'self-employed' | 'retired' | 'other';
  dateOfBirth: string; // YYYY-MM-DD
  /** Cover: death only, or death + incapacity to work + unemployment. */
  cover: 'basic' | 'full';
  acceptedTermsAt: string; // ISO timestamp
}

/** The steps in their order; `nextMissingStep` names the first one not done. */
export const checkoutSteps = ['login', 'delivery', 'payment', 'protection', 'premium', 'review'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/** What a customer chose so far in one tenant's checkout. `null`: not chosen yet. */
export interface CheckoutState {
  tenantId: TenantKey;
  customerId: string;
  delivery: DeliveryChoice | null;
  payment: PaymentChoice | null;
  /** Only for instalments: a choice, or 'declined' when the shopper said no. Ignored for other methods. */
  protection: ProtectionChoice | 'declined' | null;
  /** The premium offer: taken, declined, or not answered; skipped when the tenant's premium flag is off or the
   *  customer already is a member. */
  premium: 'taken' | 'declined' | null;
  updatedAt: string;
}
