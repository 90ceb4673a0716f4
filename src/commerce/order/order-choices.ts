// What the shopper chose at checkout, as the order keeps it for as long as the order lives (the checkout's state is
// cleared when the order is placed). The order owns these shapes; the checkout collects them in the same shapes.
import type { CountryCode, PostalAddress, Salutation } from '@/commerce/kernel/postal-address';
import type { PaymentMethod } from '@/commerce/kernel/payment-method';

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
