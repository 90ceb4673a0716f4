import { describe, expect, it } from 'vitest';
import { calculatePrice } from '@/commerce/pricing/calculate-price';
import { line, pricingInput } from '@/commerce/pricing/pricing-factories';
import { categoryPromotionProcessor } from './category-promotion-processor';
import { categoryPromotion, voucherTerms } from './promotion-factories';
import { voucherProcessor } from './voucher-processor';

const now = new Date('2026-11-23T10:00:00Z');
const open = { now, usageRefusal: null };
const bedding = ['wohnen', 'wohnen-heimtextilien', 'wohnen-heimtextilien-bettwaesche'];
const appliances = ['technik', 'technik-haushaltsgeraete', 'technik-haushaltsgeraete-waschmaschinen'];

describe('vouchers in the price engine', () => {
  it('takes a percentage off the goods, rounded half up to the cent, split over the lines', () => {
    const lines = [line({ unitAmount: 3_333 }), line({ unitAmount: 1_111, quantity: 3 })];
    const result = calculatePrice(pricingInput('de', lines), [
      voucherProcessor(voucherTerms({ percentBp: 1_500 }), open),
    ]);
    // 15 % of 66.66 € = 9.999 € → 10.00 €
    expect(result.codes).toEqual([
      expect.objectContaining({ code: 'TEST', applied: true, refusal: null, discountAmount: 1_000 }),
    ]);
    expect(result.lines.map((l) => l.grossAmount - l.netAmount)).toEqual([500, 500]);
    expect(result.goodsAmount).toBe(5_666);
    expect(result.discounts).toEqual([{ source: { kind: 'code', id: 'TEST', code: 'TEST' }, amount: 1_000 }]);
  });

  it('takes a fixed amount off, never more than the goods it counts for', () => {
    const fixed = voucherTerms({ kind: 'fixed', percentBp: null, amount: 1_000 });
    expect(
      calculatePrice(pricingInput('de', [line({ unitAmount: 4_000 })]), [voucherProcessor(fixed, open)])
        .goodsAmount,
    ).toBe(3_000);
    const small = calculatePrice(pricingInput('de', [line({ unitAmount: 700 })]), [
      voucherProcessor(fixed, open),
    ]);
    expect(small.goodsAmount).toBe(0);
    expect(small.codes[0]?.discountAmount).toBe(700);
    expect(small.totalAmount).toBe(595);
  });

  it('waives the parcel fee with a free-shipping code, but not freight', () => {
    const free = voucherTerms({ kind: 'free-shipping', percentBp: null });
    const result = calculatePrice(
      pricingInput('de', [line({ unitAmount: 2_000 }), line({ unitAmount: 49_900, bulky: true })]),
      [voucherProcessor(free, open)],
    );
    expect(result.shipping.charges).toEqual([
      { kind: 'standard', amount: 0, regularAmount: 595, waivedBy: 'threshold' },
      { kind: 'freight', amount: 3_995, regularAmount: 3_995, waivedBy: null },
    ]);
    const parcelOnly = calculatePrice(pricingInput('de', [line({ unitAmount: 2_000 })]), [
      voucherProcessor(free, open),
    ]);
    expect(parcelOnly.shipping.charges[0]).toMatchObject({ amount: 0, waivedBy: 'code' });
    expect(parcelOnly.codes[0]).toMatchObject({ applied: true, discountAmount: 0 });
    expect(parcelOnly.totalAmount).toBe(2_000);
  });

  it('refuses a code before its window and from its end on', () => {
    const window = {
      validFrom: new Date('2026-12-01T00:00:00Z'),
      validUntil: new Date('2026-12-24T00:00:00Z'),
    };
    const at = (date: string) =>
      calculatePrice(pricingInput('de', [line()]), [
        voucherProcessor(voucherTerms(window), { now: new Date(date), usageRefusal: null }),
      ]).codes[0];
    expect(at('2026-11-30T23:59:59Z')).toMatchObject({ applied: false, refusal: 'VOUCHER_NOT_YET_VALID' });
    expect(at('2026-12-01T00:00:00Z')).toMatchObject({ applied: true });
    expect(at('2026-12-23T23:59:59Z')).toMatchObject({ applied: true });
    expect(at('2026-12-24T00:00:00Z')).toMatchObject({ applied: false, refusal: 'VOUCHER_EXPIRED' });
  });

  it('refuses a code below its minimum order value, counted on the goods it applies to', () => {
    const terms = voucherTerms({
      kind: 'fixed',
      percentBp: null,
      amount: 1_000,
      minimumAmount: 5_000,
      excludedCategoryIds: ['technik-haushaltsgeraete'],
    });
    const washer = line({ unitAmount: 49_900, categoryIds: appliances });
    const refused = calculatePrice(pricingInput('de', [line({ unitAmount: 4_999 }), washer]), [
      voucherProcessor(terms, open),
    ]);
    expect(refused.codes[0]).toMatchObject({
      applied: false,
      refusal: 'VOUCHER_MINIMUM_NOT_REACHED',
      minimumAmount: 5_000,
      discountAmount: 0,
    });
    expect(refused.discountAmount).toBe(0);
    const reached = calculatePrice(pricingInput('de', [line({ unitAmount: 5_000 })]), [
      voucherProcessor(terms, open),
    ]);
    expect(reached.codes[0]).toMatchObject({ applied: true, discountAmount: 1_000 });
  });

  it('passes on a usage limit found in the redemptions (used, used today, exhausted)', () => {
    for (const usageRefusal of ['VOUCHER_ALREADY_USED', 'VOUCHER_USED_TODAY', 'VOUCHER_EXHAUSTED'] as const) {
      const result = calculatePrice(pricingInput('de', [line()]), [
        voucherProcessor(voucherTerms(), { now, usageRefusal }),
      ]);
      expect(result.codes[0]).toMatchObject({ applied: false, refusal: usageRefusal });
      expect(result.discountAmount).toBe(0);
    }
  });

  it('names the lines that do not count, and refuses when none does', () => {
    const terms = voucherTerms({
      percentBp: 1_500,
      excludedCategoryIds: ['technik-haushaltsgeraete'],
      excludeReduced: true,
      excludeBulky: true,
    });
    const dress = line({ unitAmount: 4_000 });
    const reduced = line({ unitAmount: 3_000, struckUnitAmount: 4_000 });
    const washer = line({ unitAmount: 49_900, categoryIds: appliances });
    const sofa = line({
      unitAmount: 59_900,
      bulky: true,
      categoryIds: ['moebel', 'moebel-wohnzimmer', 'moebel-wohnzimmer-sofas'],
    });
    const result = calculatePrice(pricingInput('de', [dress, reduced, washer, sofa]), [
      voucherProcessor(terms, open),
    ]);
    expect(result.codes[0]).toMatchObject({
      applied: true,
      discountAmount: 600,
      excludedKeys: [reduced.key, washer.key, sofa.key],
    });
    expect(result.lines.map((l) => l.grossAmount - l.netAmount)).toEqual([600, 0, 0, 0]);

    const none = calculatePrice(pricingInput('de', [reduced, washer]), [voucherProcessor(terms, open)]);
    expect(none.codes[0]).toMatchObject({
      applied: false,
      refusal: 'VOUCHER_NOT_FOR_ITEMS',
      excludedKeys: [reduced.key, washer.key],
    });
  });

  it('stays on the 5-Rappen grid in CHF', () => {
    const result = calculatePrice(
      pricingInput('ch', [line({ unitAmount: 3_990 }), line({ unitAmount: 2_490 })]),
      [voucherProcessor(voucherTerms({ percentBp: 1_500 }), open)],
    );
    // 15 % of CHF 64.80 = 9.72 → 9.70
    expect(result.codes[0]?.discountAmount).toBe(970);
    for (const l of result.lines) expect(l.netAmount % 5).toBe(0);
    expect(result.totalAmount % 5).toBe(0);
    expect(result.totalAmount).toBe(6_480 - 970 + 790);
  });
});

describe('automatic promotions and their stacking with codes', () => {
  it('takes a category percentage off the goods of the category and below, not elsewhere', () => {
    const duvet = line({ unitAmount: 4_999, categoryIds: bedding });
    const dress = line({ unitAmount: 5_000 });
    const result = calculatePrice(pricingInput('de', [duvet, dress]), [
      categoryPromotionProcessor([categoryPromotion()]),
    ]);
    expect(result.lines.map((l) => l.grossAmount - l.netAmount)).toEqual([500, 0]);
    expect(result.discounts).toEqual([
      { source: expect.objectContaining({ kind: 'automatic', id: 'bettwaesche-10' }), amount: 500 },
    ]);
  });

  it('gives a line only the best promotion, and none to goods already reduced', () => {
    const better = categoryPromotion({ id: 'wohnen-20', percentBp: 2_000, categoryId: 'wohnen' });
    const duvet = line({ unitAmount: 5_000, categoryIds: bedding });
    const reducedDuvet = line({ unitAmount: 4_000, struckUnitAmount: 5_000, categoryIds: bedding });
    const result = calculatePrice(pricingInput('de', [duvet, reducedDuvet]), [
      categoryPromotionProcessor([categoryPromotion(), better]),
    ]);
    expect(result.lines.map((l) => l.discounts.map((d) => [d.source.id, d.amount]))).toEqual([
      [['wohnen-20', 1_000]],
      [],
    ]);
  });

  it('applies a code after the promotions, on what is left, and a welcome-type code skips promoted lines', () => {
    const duvet = line({ unitAmount: 10_000, categoryIds: bedding });
    const dress = line({ unitAmount: 10_000 });
    const promotions = categoryPromotionProcessor([categoryPromotion()]);
    const everything = calculatePrice(pricingInput('de', [duvet, dress]), [
      voucherProcessor(voucherTerms({ percentBp: 1_000 }), open),
      promotions,
    ]);
    // Promotion: 10 % of 100 € = 10 €; code: 10 % of (90 + 100) € = 19 €.
    expect(everything.discounts.map((d) => d.amount)).toEqual([1_000, 1_900]);
    expect(everything.goodsAmount).toBe(17_100);

    const welcome = calculatePrice(pricingInput('de', [duvet, dress]), [
      promotions,
      voucherProcessor(voucherTerms({ percentBp: 1_500, excludeReduced: true }), open),
    ]);
    expect(welcome.codes[0]).toMatchObject({ discountAmount: 1_500, excludedKeys: [duvet.key] });
  });

  it('measures free shipping on the goods after every discount', () => {
    const result = calculatePrice(pricingInput('de', [line({ unitAmount: 8_000 })]), [
      voucherProcessor(voucherTerms({ percentBp: 1_000 }), open),
    ]);
    expect(result.goodsAmount).toBe(7_200);
    expect(result.shipping.charges[0]).toMatchObject({ amount: 595, waivedBy: null });
    expect(result.shipping.missingForFreeAmount).toBe(300);
  });
});
