import { describe, expect, it } from 'vitest';
import { invoiceTotals } from './invoice-totals';

describe('invoiceTotals', () => {
  it('takes the VAT of 19 % from the gross sum of the rate, not line by line', () => {
    // Three lines of 0.10 €: line by line 0.02 € VAT each (0.06 €); from the sum of 0.30 € it is 0.05 €.
    const totals = invoiceTotals([
      { amount: 10, vatRateBp: 1900 },
      { amount: 10, vatRateBp: 1900 },
      { amount: 10, vatRateBp: 1900 },
    ]);
    expect(totals.groups).toEqual([{ vatRateBp: 1900, gross: 30, net: 25, vat: 5 }]);
    expect(totals).toMatchObject({ gross: 30, net: 25, vat: 5 });
  });

  it('keeps one group per rate, highest rate first, and adds them up', () => {
    const totals = invoiceTotals([
      { amount: 119_00, vatRateBp: 1900 },
      { amount: 4_95, vatRateBp: 1900 },
      { amount: 107_00, vatRateBp: 700 },
      { amount: 2_34, vatRateBp: 0 },
    ]);
    expect(totals.groups).toEqual([
      { vatRateBp: 1900, gross: 123_95, net: 104_16, vat: 19_79 },
      { vatRateBp: 700, gross: 107_00, net: 100_00, vat: 7_00 },
      { vatRateBp: 0, gross: 2_34, net: 2_34, vat: 0 },
    ]);
    expect(totals).toMatchObject({ gross: 233_29, net: 206_50, vat: 26_79 });
    expect(totals.net + totals.vat).toBe(totals.gross);
  });

  it('computes the Swiss 8.1 % and the Austrian 20 % and Dutch 21 % to the cent', () => {
    expect(invoiceTotals([{ amount: 100_00, vatRateBp: 810 }]).groups[0]).toEqual({ vatRateBp: 810, gross: 100_00, net: 92_51, vat: 7_49 });
    expect(invoiceTotals([{ amount: 120_00, vatRateBp: 2000 }]).groups[0]).toMatchObject({ net: 100_00, vat: 20_00 });
    expect(invoiceTotals([{ amount: 121_00, vatRateBp: 2100 }]).groups[0]).toMatchObject({ net: 100_00, vat: 21_00 });
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => invoiceTotals([{ amount: 1.5, vatRateBp: 1900 }])).toThrow(RangeError);
  });
});
