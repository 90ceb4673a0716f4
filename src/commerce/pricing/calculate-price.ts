// The one price engine: catalog prices in, processors (promotions, codes) add discounts and waivers, then shipping,
// total and contained VAT. Basket, checkout and order call this and nothing else to compute money.
import { includesSetupService, quoteShipping } from '@/commerce/shipping/shipping-charges';
import { vatContained } from './money-math';
import type {
  AdjustmentSource,
  AggregatedDiscount,
  CodeOutcome,
  PriceCalculation,
  PricedLine,
  PriceProcessor,
  PriceResult,
  PricingInput,
} from './price-types';

const sourceKey = (source: AdjustmentSource) => `${source.kind}:${source.id}`;

function assertAmount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a whole number of minor units ≥ 0, got ${value}`);
}

function priceLines(input: PricingInput): PricedLine[] {
  return input.lines.map((line) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
      throw new RangeError(`quantity of ${line.key} must be a whole number ≥ 1`);
    assertAmount(line.unitAmount, `unit price of ${line.key}`);
    const grossAmount = line.unitAmount * line.quantity;
    return {
      ...line,
      grossAmount,
      discounts: [],
      netAmount: grossAmount,
      setupServiceIncluded: includesSetupService(line, input.shipping),
    };
  });
}

export function calculatePrice(input: PricingInput, processors: readonly PriceProcessor[]): PriceResult {
  if (input.shipping.currency !== input.currency)
    throw new Error(`shipping rules in ${input.shipping.currency} for a price in ${input.currency}`);
  const lines = priceLines(input);
  const byKey = new Map(lines.map((l) => [l.key, l]));
  const discounts = new Map<string, AggregatedDiscount>();
  const codes: CodeOutcome[] = [];
  let standardShippingWaived = false;

  const calculation: PriceCalculation = {
    currency: input.currency,
    lines,
    discountLines(source, amounts) {
      for (const [key, requested] of amounts) {
        const line = byKey.get(key);
        if (!line) continue;
        assertAmount(requested, `discount on ${key}`);
        // Never below zero: a line can lose at most what is left of it.
        const amount = Math.min(requested, line.netAmount);
        if (amount === 0) continue;
        line.discounts.push({ source, amount });
        line.netAmount -= amount;
        const entry = discounts.get(sourceKey(source)) ?? { source, amount: 0 };
        entry.amount += amount;
        discounts.set(sourceKey(source), entry);
      }
    },
    waiveStandardShipping() {
      standardShippingWaived = true;
    },
    report(outcome) {
      codes.push(outcome);
    },
  };

  const ordered = [
    ...processors.filter((p) => p.stage === 'line'),
    ...processors.filter((p) => p.stage === 'order'),
  ];
  for (const processor of ordered) processor.process(calculation);

  const subtotalAmount = lines.reduce((sum, l) => sum + l.grossAmount, 0);
  const goodsAmount = lines.reduce((sum, l) => sum + l.netAmount, 0);
  const shipping = quoteShipping(lines, goodsAmount, input.shipping, {
    premiumMember: input.premiumMember,
    code: standardShippingWaived,
  });
  const totalAmount = goodsAmount + shipping.amount;
  return {
    currency: input.currency,
    lines,
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotalAmount,
    discounts: [...discounts.values()],
    discountAmount: subtotalAmount - goodsAmount,
    goodsAmount,
    shipping: { ...shipping, freeFromAmount: input.shipping.freeFromAmount },
    totalAmount,
    vatRateBp: input.vatRateBp,
    vatAmount: vatContained(totalAmount, input.vatRateBp),
    codes,
  };
}
