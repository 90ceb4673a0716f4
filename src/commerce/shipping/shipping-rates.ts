// Shipping fees per shop: the one typed source of the figures the content promises (docs/content.md, "Figures the
// texts promise"); shipping-rates.test.ts holds content and config together.
import type { Currency, TenantKey } from '@/commerce/tenant/tenants';

export type ShippingKind = 'standard' | 'freight';
export type ShippingWaiver = 'threshold' | 'premium' | 'code';

export interface ShippingCharge {
  kind: ShippingKind;
  /** What the shopper pays: 0 when waived. */
  amount: number;
  /** The fee before any waiver. */
  regularAmount: number;
  waivedBy: ShippingWaiver | null;
}

/** What the price engine needs to charge shipping. Amounts in minor units of `currency`. */
export interface ShippingRules {
  currency: Currency;
  /** The parcel fee, waived from `freeFromAmount` of goods value after discounts. */
  standardAmount: number;
  freeFromAmount: number;
  /** Charged once per order with bulky goods (furniture, large appliances); never waived. */
  freightAmount: number;
  /** TVs from this diagonal get the standard setup service included (SPEC §9). */
  setupService: { categoryId: string; minInch: number };
}

export interface ShippingRates extends ShippingRules {
  /** Express delivery surcharge, chosen in checkout. */
  expressAmount: number;
  /** Working days a parcel takes. */
  parcelDays: { min: number; max: number };
}

const tvSetup = { categoryId: 'technik-tv-audio-fernseher', minInch: 55 };

export const shippingRates: Record<TenantKey, ShippingRates> = {
  de: {
    currency: 'EUR',
    standardAmount: 595,
    freeFromAmount: 7_500,
    expressAmount: 995,
    freightAmount: 3_995,
    parcelDays: { min: 2, max: 4 },
    setupService: tvSetup,
  },
  at: {
    currency: 'EUR',
    standardAmount: 495,
    freeFromAmount: 7_500,
    expressAmount: 995,
    freightAmount: 3_995,
    parcelDays: { min: 3, max: 5 },
    setupService: tvSetup,
  },
  ch: {
    currency: 'CHF',
    standardAmount: 790,
    freeFromAmount: 9_900,
    expressAmount: 1_490,
    freightAmount: 4_900,
    parcelDays: { min: 2, max: 4 },
    setupService: tvSetup,
  },
  nl: {
    currency: 'EUR',
    standardAmount: 495,
    freeFromAmount: 5_000,
    expressAmount: 495,
    freightAmount: 3_995,
    parcelDays: { min: 1, max: 3 },
    setupService: tvSetup,
  },
};

export function shippingRatesOf(tenant: TenantKey): ShippingRates {
  return shippingRates[tenant];
}
