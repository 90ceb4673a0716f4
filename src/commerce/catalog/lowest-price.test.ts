import { describe, expect, it } from 'vitest';
import { lowestPriceBefore, priceStateAt, type PricePoint } from './lowest-price';

const now = new Date('2026-06-30T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const history = (...points: [number, number][]): PricePoint[] =>
  points.map(([ago, amount]) => ({ validFrom: daysAgo(ago), amount }));

describe('lowest price of the 30 days before a reduction', () => {
  it('is the former price when the price was steady before the reduction', () => {
    const state = priceStateAt(history([90, 9999], [10, 7999]), now)!;
    expect(state).toMatchObject({ amount: 7999, struckAmount: 9999, lowest30Amount: 9999 });
    expect(state.reductionStart).toEqual(daysAgo(10));
  });

  it('counts an earlier short promotion inside the 30 days before the reduction', () => {
    // 99.99, promotion at 84.99 for a week, back to 99.99, now reduced to 69.99.
    const state = priceStateAt(history([90, 9999], [35, 8499], [28, 9999], [10, 6999]), now)!;
    expect(state).toMatchObject({ amount: 6999, struckAmount: 9999, lowest30Amount: 8499 });
  });

  it('ignores a promotion that ended before the 30-day window opened', () => {
    // The promotion ran from 55 to 45 days ago; the window before the reduction (10 days ago) opens 40 days ago.
    const state = priceStateAt(history([90, 9999], [55, 7499], [45, 9999], [10, 6999]), now)!;
    expect(state.lowest30Amount).toBe(9999);
  });

  it('counts the price in effect when the window opens, even if it was set long before', () => {
    expect(lowestPriceBefore(history([200, 5000], [5, 6000]), daysAgo(1))).toBe(5000);
  });

  it('measures a reduction in steps from its first step', () => {
    const state = priceStateAt(history([60, 9999], [20, 7999], [5, 5999]), now)!;
    expect(state).toMatchObject({ amount: 5999, struckAmount: 9999, lowest30Amount: 9999 });
    expect(state.reductionStart).toEqual(daysAgo(20));
  });

  it('is not a reduction when the price went up or stayed', () => {
    expect(priceStateAt(history([60, 4999]), now)).toMatchObject({
      struckAmount: null,
      lowest30Amount: 4999,
    });
    const raised = priceStateAt(history([60, 4999], [5, 5499]), now)!;
    expect(raised).toMatchObject({
      amount: 5499,
      struckAmount: null,
      lowest30Amount: 4999,
      reductionStart: null,
    });
    const raisedAfterPromotion = priceStateAt(history([60, 4999], [20, 3999], [10, 4999]), now)!;
    expect(raisedAfterPromotion.struckAmount).toBeNull();
  });

  it('ignores prices that start in the future and answers null before the first price', () => {
    expect(priceStateAt(history([10, 5000], [-3, 3000]), now)).toMatchObject({
      amount: 5000,
      struckAmount: null,
    });
    expect(priceStateAt(history([-3, 3000]), now)).toBeNull();
  });

  it('keeps the lowest price at or below the struck price', () => {
    const state = priceStateAt(history([40, 8000], [32, 12000], [3, 9000]), now)!;
    expect(state.struckAmount).toBe(12000);
    expect(state.lowest30Amount).toBe(8000);
    expect(state.lowest30Amount).toBeLessThanOrEqual(state.struckAmount!);
  });
});
