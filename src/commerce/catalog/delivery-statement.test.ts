import { describe, expect, it } from 'vitest';
import deDE from '@messages/de-DE.json';
import { deliveryStatement } from './delivery-statement';

describe('delivery statement', () => {
  it('promises a range or a number of working days', () => {
    expect(deliveryStatement(2, 4)).toEqual({ key: 'catalog.delivery.range', values: { min: 2, max: 4 } });
    expect(deliveryStatement(3, 3)).toEqual({ key: 'catalog.delivery.days', values: { days: 3 } });
  });

  it('falls back to "no delivery statement possible" when the data allows no promise', () => {
    for (const [min, max] of [
      [null, null],
      [2, null],
      [null, 4],
      [5, 3],
      [0, 2],
      [1.5, 3],
    ] as const) {
      expect(deliveryStatement(min, max)).toEqual({ key: 'catalog.delivery.none' });
    }
    expect(deDE.catalog.delivery.none).toBe('Keine Lieferaussage möglich');
  });
});
