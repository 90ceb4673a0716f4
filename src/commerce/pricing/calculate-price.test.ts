import { describe, expect, it } from 'vitest';
import { calculatePrice } from './calculate-price';
import { line, pricingInput } from './pricing-factories';
import type { PriceProcessor } from './price-types';

const standard = (result: ReturnType<typeof calculatePrice>) =>
  result.shipping.charges.find((c) => c.kind === 'standard');

describe('calculatePrice: goods, shipping, VAT', () => {
  it('adds up lines and charges the parcel fee below the free-shipping value (de: 5,95 € below 75 €)', () => {
    const result = calculatePrice(
      pricingInput('de', [line({ unitAmount: 2_499, quantity: 2 }), line({ unitAmount: 1_000 })]),
      [],
    );
    expect(result.subtotalAmount).toBe(5_998);
    expect(result.goodsAmount).toBe(5_998);
    expect(result.itemCount).toBe(3);
    expect(standard(result)).toEqual({ kind: 'standard', amount: 595, regularAmount: 595, waivedBy: null });
    expect(result.shipping.missingForFreeAmount).toBe(1_502);
    expect(result.totalAmount).toBe(6_593);
  });

  it('drops the parcel fee exactly at the free-shipping value and not a cent below', () => {
    const below = calculatePrice(pricingInput('de', [line({ unitAmount: 7_499 })]), []);
    const at = calculatePrice(pricingInput('de', [line({ unitAmount: 7_500 })]), []);
    expect(standard(below)?.amount).toBe(595);
    expect(below.shipping.missingForFreeAmount).toBe(1);
    expect(standard(at)).toMatchObject({ amount: 0, waivedBy: 'threshold' });
    expect(at.shipping.missingForFreeAmount).toBeNull();
    expect(at.totalAmount).toBe(7_500);
  });

  it('uses each shop’s own fee and threshold', () => {
    const cases = [
      ['at', 495, 7_500],
      ['ch', 790, 9_900],
      ['nl', 495, 5_000],
    ] as const;
    for (const [tenant, fee, freeFrom] of cases) {
      expect(
        standard(calculatePrice(pricingInput(tenant, [line({ unitAmount: freeFrom - 5 })]), []))?.amount,
        tenant,
      ).toBe(fee);
      expect(
        standard(calculatePrice(pricingInput(tenant, [line({ unitAmount: freeFrom })]), []))?.amount,
        tenant,
      ).toBe(0);
    }
  });

  it('waives the parcel fee for premium members, whatever the goods value', () => {
    const result = calculatePrice(
      pricingInput('de', [line({ unitAmount: 1_000 })], { premiumMember: true }),
      [],
    );
    expect(standard(result)).toMatchObject({ amount: 0, waivedBy: 'premium' });
    expect(result.totalAmount).toBe(1_000);
  });

  it('charges freight once for bulky goods, instead of the parcel fee when everything is bulky', () => {
    const sofa = line({
      unitAmount: 49_900,
      bulky: true,
      categoryIds: ['moebel', 'moebel-wohnzimmer', 'moebel-wohnzimmer-sofas'],
    });
    const bed = line({
      unitAmount: 39_900,
      bulky: true,
      categoryIds: ['moebel', 'moebel-schlafzimmer', 'moebel-schlafzimmer-betten'],
    });
    const onlyBulky = calculatePrice(pricingInput('de', [sofa, bed]), []);
    expect(onlyBulky.shipping.charges).toEqual([
      { kind: 'freight', amount: 3_995, regularAmount: 3_995, waivedBy: null },
    ]);
    expect(onlyBulky.totalAmount).toBe(89_800 + 3_995);
  });

  it('charges freight and the parcel fee for a mixed basket; premium and the threshold waive only the parcel fee', () => {
    const sofa = line({ unitAmount: 49_900, bulky: true });
    const shirt = line({ unitAmount: 1_999 });
    const mixed = calculatePrice(pricingInput('ch', [sofa, shirt], { premiumMember: true }), []);
    expect(mixed.shipping.charges).toEqual([
      { kind: 'standard', amount: 0, regularAmount: 790, waivedBy: 'threshold' },
      { kind: 'freight', amount: 4_900, regularAmount: 4_900, waivedBy: null },
    ]);
  });

  it('includes the setup service with TVs from 55 inch, not with smaller ones or other goods with a diagonal', () => {
    const tv = (inch: number, categoryIds = ['technik', 'technik-tv-audio', 'technik-tv-audio-fernseher']) =>
      line({ unitAmount: 79_900, attributes: { diagonal_inch: inch }, categoryIds });
    const result = calculatePrice(
      pricingInput('de', [
        tv(55),
        tv(50),
        tv(65),
        tv(65, ['technik', 'technik-computer', 'technik-computer-tablets']),
      ]),
      [],
    );
    expect(result.lines.map((l) => l.setupServiceIncluded)).toEqual([true, false, true, false]);
    expect(result.totalAmount).toBe(4 * 79_900);
  });

  it('charges nothing for an empty basket', () => {
    const result = calculatePrice(pricingInput('de', []), []);
    expect(result).toMatchObject({
      totalAmount: 0,
      vatAmount: 0,
      itemCount: 0,
      shipping: { charges: [], amount: 0, missingForFreeAmount: null },
    });
  });

  it('states the VAT contained in the total at each shop’s rate, shipping included', () => {
    const vat = (tenant: 'de' | 'at' | 'ch' | 'nl') =>
      calculatePrice(pricingInput(tenant, [line({ unitAmount: 10_000 })]), []);
    expect(vat('de')).toMatchObject({ totalAmount: 10_000, vatRateBp: 1_900, vatAmount: 1_597 });
    expect(vat('at')).toMatchObject({ totalAmount: 10_000, vatRateBp: 2_000, vatAmount: 1_667 });
    expect(vat('nl')).toMatchObject({ totalAmount: 10_000, vatRateBp: 2_100, vatAmount: 1_736 });
    // CHF 100.– lies above the CHF 99.– threshold, so no fee; 8.1 % contained in CHF 100.– is CHF 7.49.
    expect(vat('ch')).toMatchObject({ currency: 'CHF', totalAmount: 10_000, vatRateBp: 810, vatAmount: 749 });
    const withFee = calculatePrice(pricingInput('de', [line({ unitAmount: 1_000 })]), []);
    expect(withFee).toMatchObject({ totalAmount: 1_595, vatAmount: 255 }); // 254.66 → 255
  });

  it('refuses amounts that are not whole minor units and quantities below one', () => {
    expect(() => calculatePrice(pricingInput('de', [line({ unitAmount: 19.99 })]), [])).toThrow(RangeError);
    expect(() => calculatePrice(pricingInput('de', [line({ quantity: 0 })]), [])).toThrow(RangeError);
    expect(() => calculatePrice(pricingInput('de', [line({ quantity: 1.5 })]), [])).toThrow(RangeError);
  });

  it('lets processors discount lines but never below zero, and totals follow the discounts', () => {
    const a = line({ unitAmount: 1_000 });
    const greedy: PriceProcessor = {
      stage: 'order',
      process: (calc) => calc.discountLines({ kind: 'code', id: 'x', code: 'X' }, new Map([[a.key, 5_000]])),
    };
    const result = calculatePrice(pricingInput('de', [a]), [greedy]);
    expect(result.lines[0]).toMatchObject({ grossAmount: 1_000, netAmount: 0 });
    expect(result.discountAmount).toBe(1_000);
    expect(result.goodsAmount).toBe(0);
    expect(result.totalAmount).toBe(595);
  });

  it('runs line processors before order processors, whatever the order given', () => {
    const seen: string[] = [];
    const order: PriceProcessor = { stage: 'order', process: () => void seen.push('order') };
    const lineStage: PriceProcessor = { stage: 'line', process: () => void seen.push('line') };
    calculatePrice(pricingInput('de', [line()]), [order, lineStage]);
    expect(seen).toEqual(['line', 'order']);
  });
});
