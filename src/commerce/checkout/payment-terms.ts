// The payment terms of the checkout: the payment pause and the payment protection (docs/decisions/0013-payment-pause.md).
// Figures in basis points and minor units. Which methods a shop offers is the payment context's (offered-methods.ts).
import type { ProtectionChoice } from '@/commerce/order/order-choices';

// Pay after 4 months (SPEC §9): the order's bookings own that date (pauseDueOn in order-bookings.ts).
export const paymentPause = {
  /** 3.9 % of the goods value (after discounts). */
  surchargeRateBp: 390,
} as const;

export const pauseSurchargeOf = (goodsAmount: number) => Math.round((goodsAmount * paymentPause.surchargeRateBp) / 10_000);

export const protectionTerms = {
  /** Monthly premium as a share of the monthly instalment: basic = death; full = death, incapacity, unemployment. */
  rateBp: { basic: 90, full: 249 } satisfies Record<ProtectionChoice['cover'], number>,
  /** Insurable ages on the day of taking it out. */
  minAge: 18,
  maxAge: 67,
} as const;

export const protectionMonthlyOf = (monthlyRate: number, cover: ProtectionChoice['cover']) =>
  Math.round((monthlyRate * protectionTerms.rateBp[cover]) / 10_000);
