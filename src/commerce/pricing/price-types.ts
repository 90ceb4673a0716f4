// The shapes of the one price engine: what goes in (lines as the catalog prices them), what processors may do to
// a calculation, and what comes out. Basket, checkout and order all price through these.
import type { ShippingCharge, ShippingRules } from '@/commerce/shipping/shipping-rates';
import type { Currency } from '@/commerce/tenant/tenants';
import type { Language } from '@/platform/i18n/locales';

/** One basket line as the catalog prices it today. Amounts in minor units of `currency`. */
export interface PriceLineInput {
  /** The variant sku: one line per variant. */
  key: string;
  sku: string;
  quantity: number;
  unitAmount: number;
  /** The former price shown struck through: the line is already reduced. */
  struckUnitAmount: number | null;
  /** Category ids from the root down to the product's own category. */
  categoryIds: readonly string[];
  /** Delivered by freight (furniture, large appliances). */
  bulky: boolean;
  attributes: Readonly<Record<string, string | number | boolean>>;
}

/** Who gave a discount: a promotion (named per language) or a code the shopper entered. */
export type AdjustmentSource =
  | { kind: 'automatic'; id: string; title: Record<Language, string> }
  | { kind: 'code'; id: string; code: string };

export interface LineDiscount {
  source: AdjustmentSource;
  amount: number;
}

export interface PricedLine extends PriceLineInput {
  /** unitAmount × quantity. */
  grossAmount: number;
  discounts: LineDiscount[];
  /** grossAmount minus the discounts. */
  netAmount: number;
  /** A TV of 55 inch or more: the standard setup service is included (SPEC §9). */
  setupServiceIncluded: boolean;
}

/** What became of a code the shopper entered: applied, or refused with a stable error code of its context. */
export interface CodeOutcome {
  code: string;
  applied: boolean;
  refusal: string | null;
  /** Lines the code does not count for (excluded categories, reduced or bulky goods). */
  excludedKeys: string[];
  /** The discount it gave on goods; 0 for a free-shipping code or a refused one. */
  discountAmount: number;
  /** The goods value the code needs (its minimum order value), when it has one. */
  minimumAmount: number | null;
}

/**
 * What a price processor (a promotion, a voucher) may do to a calculation. It reads the lines as priced so far and
 * adds discounts, shipping waivers and outcomes; it never sets a price. The engine knows no kind of promotion.
 */
export interface PriceCalculation {
  readonly currency: Currency;
  readonly lines: readonly PricedLine[];
  /** Discounts on lines, by line key; each is capped at what is left of the line. */
  discountLines(source: AdjustmentSource, amounts: ReadonlyMap<string, number>): void;
  waiveStandardShipping(): void;
  report(outcome: CodeOutcome): void;
}

export interface PriceProcessor {
  /** 'line' processors (automatic promotions) run before 'order' processors (codes), which see their results. */
  stage: 'line' | 'order';
  process(calculation: PriceCalculation): void;
}

export interface PricingInput {
  currency: Currency;
  vatRateBp: number;
  lines: readonly PriceLineInput[];
  shipping: ShippingRules;
  premiumMember: boolean;
}

export interface AggregatedDiscount {
  source: AdjustmentSource;
  amount: number;
}

export interface PriceResult {
  currency: Currency;
  lines: PricedLine[];
  /** Sum of the quantities. */
  itemCount: number;
  /** Goods at catalog prices. */
  subtotalAmount: number;
  /** Every discount, per source, in the order the processors gave them. */
  discounts: AggregatedDiscount[];
  discountAmount: number;
  /** Goods after discounts: the value free shipping, minimum order values and loyalty points count. */
  goodsAmount: number;
  shipping: {
    charges: ShippingCharge[];
    amount: number;
    freeFromAmount: number;
    /** How much more goods value makes the parcel fee go; null when it is not charged. */
    missingForFreeAmount: number | null;
  };
  totalAmount: number;
  vatRateBp: number;
  vatAmount: number;
  codes: CodeOutcome[];
}
