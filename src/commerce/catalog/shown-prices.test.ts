import { describe, expect, it } from 'vitest';
import { isReduced, shownPrices } from './shown-prices';

const noMeasure = { measureUnit: null, measureQuantity: null };

describe('shownPrices', () => {
  it('shows the struck price and the lowest price of 30 days only while the product is reduced', () => {
    expect(shownPrices('EUR', { amount: 4999, struckAmount: 5999, lowest30Amount: 4799 }, noMeasure)).toEqual({
      price: { amount: 4999, currency: 'EUR' },
      struckPrice: { amount: 5999, currency: 'EUR' },
      lowest30Price: { amount: 4799, currency: 'EUR' },
      unitPrice: null,
    });
    // A struck price equal to or below the price is no reduction (PAngV § 11): neither is shown.
    for (const struckAmount of [null, 4999, 3999])
      expect(shownPrices('CHF', { amount: 4999, struckAmount, lowest30Amount: 4799 }, noMeasure)).toMatchObject({
        struckPrice: null,
        lowest30Price: null,
      });
  });

  it('adds the unit price of goods sold by measure', () => {
    expect(shownPrices('EUR', { amount: 899, struckAmount: null, lowest30Amount: 899 }, { measureUnit: 'g', measureQuantity: 500 }).unitPrice).toEqual({
      price: { amount: 180, currency: 'EUR' },
      unit: 'g',
      per: 100,
    });
  });

  it('calls a product reduced only when its struck price is above its price', () => {
    expect([isReduced(100, 120), isReduced(100, 100), isReduced(100, 80), isReduced(100, null)]).toEqual([true, false, false, false]);
  });
});
