import { describe, expect, it } from 'vitest';
import { unitPriceOf } from './unit-price';

describe('unitPriceOf', () => {
  it('gives the price per litre, kilogram or square metre, rounded to the cent', () => {
    expect(unitPriceOf({ amount: 1299, currency: 'EUR' }, 'l', 2.5)).toEqual({ price: { amount: 520, currency: 'EUR' }, unit: 'l', per: 1 });
    expect(unitPriceOf({ amount: 15990, currency: 'CHF' }, 'm2', 3.36)).toEqual({ price: { amount: 4759, currency: 'CHF' }, unit: 'm²', per: 1 });
  });

  it('shows small packs per 100 g or 100 ml', () => {
    expect(unitPriceOf({ amount: 1499, currency: 'EUR' }, 'g', 1000)).toEqual({ price: { amount: 150, currency: 'EUR' }, unit: 'g', per: 100 });
  });

  it('gives nothing for goods not sold by measure or broken data', () => {
    expect(unitPriceOf({ amount: 1000, currency: 'EUR' }, null, null)).toBeNull();
    expect(unitPriceOf({ amount: 1000, currency: 'EUR' }, 'l', 0)).toBeNull();
    expect(unitPriceOf({ amount: 1000, currency: 'EUR' }, 'parsec', 1)).toBeNull();
  });
});
