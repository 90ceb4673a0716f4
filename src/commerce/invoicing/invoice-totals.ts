// The figures of an invoice: per VAT rate the gross sum of its lines, the VAT it contains and the net amount, and
// the totals. Consumer prices are gross, so VAT is taken from each rate's sum (not line by line): that is the
// figure the law asks per rate, and it cannot drift from the lines by rounding. Pure, in minor units.
import { vatContained } from '@/commerce/pricing/money-math';

export interface TaxedAmount {
  /** Gross, minor units. */
  amount: number;
  /** Basis points: 1900 = 19 %; 0 = without VAT (the protection premium is insurance). */
  vatRateBp: number;
}

export interface VatGroup {
  vatRateBp: number;
  gross: number;
  net: number;
  vat: number;
}

export interface InvoiceTotals {
  groups: VatGroup[];
  gross: number;
  net: number;
  vat: number;
}

export function invoiceTotals(amounts: readonly TaxedAmount[]): InvoiceTotals {
  const byRate = new Map<number, number>();
  for (const a of amounts) {
    if (!Number.isSafeInteger(a.amount)) throw new RangeError(`invoice amount must be an integer, got ${a.amount}`);
    byRate.set(a.vatRateBp, (byRate.get(a.vatRateBp) ?? 0) + a.amount);
  }
  const groups = [...byRate]
    .sort(([a], [b]) => b - a)
    .map(([vatRateBp, gross]) => {
      const vat = vatContained(gross, vatRateBp);
      return { vatRateBp, gross, net: gross - vat, vat };
    });
  const sum = (key: 'gross' | 'net' | 'vat') => groups.reduce((s, g) => s + g[key], 0);
  return { groups, gross: sum('gross'), net: sum('net'), vat: sum('vat') };
}
