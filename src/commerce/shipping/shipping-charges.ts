// The shipping rule (SPEC §9): a parcel fee unless the goods reach the free-shipping value, the customer is a
// premium member or a code waives it; one freight charge for bulky goods; TVs from 55 inch with setup included.
import type { ShippingCharge, ShippingRules, ShippingWaiver } from './shipping-rates';

export interface ShippedLine {
  bulky: boolean;
  categoryIds: readonly string[];
  attributes: Readonly<Record<string, string | number | boolean>>;
}

export interface ShippingQuote {
  charges: ShippingCharge[];
  amount: number;
  /** Goods value still missing for free parcel shipping; null when the parcel fee is not charged anyway. */
  missingForFreeAmount: number | null;
}

/** TVs (by category) of at least the configured diagonal come with the standard setup service. */
export function includesSetupService(line: ShippedLine, rules: ShippingRules): boolean {
  const inch = Number(line.attributes.diagonal_inch);
  return (
    line.categoryIds.includes(rules.setupService.categoryId) &&
    Number.isFinite(inch) &&
    inch >= rules.setupService.minInch
  );
}

/**
 * Bulky goods travel by freight, everything else as parcels: a basket of only furniture pays freight and no parcel
 * fee; a mixed basket pays both. The parcel fee goes from `freeFromAmount` of goods value (after discounts), for
 * premium members and with a free-shipping code; freight stays, since it pays for a two-person delivery.
 */
export function quoteShipping(
  lines: readonly ShippedLine[],
  goodsAmount: number,
  rules: ShippingRules,
  waivers: { premiumMember: boolean; code: boolean },
): ShippingQuote {
  if (lines.length === 0) return { charges: [], amount: 0, missingForFreeAmount: null };
  const charges: ShippingCharge[] = [];
  let missingForFreeAmount: number | null = null;
  if (lines.some((l) => !l.bulky)) {
    const waivedBy: ShippingWaiver | null =
      goodsAmount >= rules.freeFromAmount
        ? 'threshold'
        : waivers.premiumMember
          ? 'premium'
          : waivers.code
            ? 'code'
            : null;
    charges.push({
      kind: 'standard',
      regularAmount: rules.standardAmount,
      amount: waivedBy ? 0 : rules.standardAmount,
      waivedBy,
    });
    if (!waivedBy) missingForFreeAmount = rules.freeFromAmount - goodsAmount;
  }
  if (lines.some((l) => l.bulky)) {
    charges.push({
      kind: 'freight',
      regularAmount: rules.freightAmount,
      amount: rules.freightAmount,
      waivedBy: null,
    });
  }
  return { charges, amount: charges.reduce((sum, c) => sum + c.amount, 0), missingForFreeAmount };
}
