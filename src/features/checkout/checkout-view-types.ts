// The JSON the checkout endpoints answer (docs/api.md, "Checkout"; REST contract of issue #6), as the browser reads
// it. Plain data; every amount was computed by the server.
import type { InstalmentPlanQuote } from '@/commerce/financing/quote-instalments';
import type { CountryCode, PostalAddress } from '@/commerce/kernel/postal-address';
import type { CheckoutState, CheckoutStep } from '@/commerce/checkout/checkout-types';
import type { DeliveryOptionKey } from '@/commerce/order/order-choices';
import type { PaymentMethod } from '@/commerce/kernel/payment-method';
import type { BasketView } from '@/commerce/basket/basket-view';
import type { Money } from '@/platform/i18n/format';

export type ChargeKind = 'express' | 'payment-pause-surcharge' | 'premium-fee' | 'protection';

export interface DeliveryOptionView {
  key: DeliveryOptionKey;
  /** The surcharge on top of the basket's shipping (0 for standard). */
  amount: Money;
  available: boolean;
  refusal?: string;
  estimate: { fromDays: number; toDays: number };
}

export interface PaymentMethodView {
  method: PaymentMethod;
  available: boolean;
  refusal?: string;
  instalments?: InstalmentPlanQuote;
  pause?: { surchargeRateBp: number; surcharge: Money; dueOn: string };
}

export interface PaymentOptionsView {
  methods: PaymentMethodView[];
  creditDecision: { approved: boolean; reason?: string };
}

export interface CheckoutSummaryView {
  basket: BasketView;
  deliveryOptions: DeliveryOptionView[];
  charges: { kind: ChargeKind; amount: Money }[];
  total: Money;
  paymentOptions: PaymentOptionsView;
  premium: { offered: boolean; member: boolean; fee: Money };
}

export interface CheckoutView {
  state: CheckoutState;
  nextStep: CheckoutStep;
  summary: CheckoutSummaryView;
}

export interface AddressView extends PostalAddress {
  id: string;
  /** The default delivery address. */
  isDefault: boolean;
  isDefaultBilling: boolean;
}

export interface ParcelShopView {
  id: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: CountryCode;
  distanceKm: number;
  openingHours: { days: string; opens: string; closes: string }[];
}

export interface ProtectionView {
  offered: boolean;
  monthlyPremium: Money;
  covers: { cover: 'basic' | 'full'; monthlyPremium: Money }[];
}
