import { describe, expect, it } from 'vitest';
import { shopContext } from '@/commerce/tenant/shop-context';
import { tenants } from '@/commerce/tenant/tenants';
import { financingTerms } from './financing-terms';
import { quoteInstalments } from './quote-instalments';

const de = shopContext('de', 'de-DE');

describe('quoteInstalments', () => {
  it('quotes a plan with the longest offered duration first and the legal hints of the tenant flag', () => {
    const quote = quoteInstalments(de, { amount: 49_999, currency: 'EUR' });
    expect(quote).toMatchObject({
      kind: 'plan',
      currency: 'EUR',
      netLoanAmount: 49_999,
      adjustment: 'none',
      defaultMonths: 48,
      legalHints: true,
    });
    if (quote.kind !== 'plan') throw new Error('expected a plan');
    expect(quote.lender.name).toBe('Nordstern Konsumentenbank AG');
    expect(quote.effectiveRateBp).toBe(990);
  });

  it('leaves the legal hints out when the tenant switched them off', () => {
    const shop = {
      ...de,
      tenant: { ...tenants.de, flags: { ...tenants.de.flags, installmentLegalHints: false } },
    };
    expect(quoteInstalments(shop, { amount: 49_999, currency: 'EUR' })).toMatchObject({
      kind: 'plan',
      legalHints: false,
    });
  });

  it('quotes Swiss francs for the Swiss shop', () => {
    const quote = quoteInstalments(shopContext('ch', 'fr-CH'), { amount: 100_000, currency: 'CHF' });
    expect(quote).toMatchObject({ kind: 'plan', currency: 'CHF', nominalRateBp: 856 });
  });

  it('falls back when the price is not a number of minor units', () => {
    expect(quoteInstalments(de, { amount: Number.NaN, currency: 'EUR' })).toEqual({
      kind: 'fallback',
      code: 'FINANCING_INVALID_AMOUNT',
    });
    expect(quoteInstalments(de, { amount: -1, currency: 'EUR' })).toEqual({
      kind: 'fallback',
      code: 'FINANCING_INVALID_AMOUNT',
    });
  });

  it('falls back when the price is in another currency than the terms', () => {
    expect(quoteInstalments(de, { amount: 10_000, currency: 'CHF' })).toEqual({
      kind: 'fallback',
      code: 'FINANCING_CURRENCY_MISMATCH',
    });
  });

  it('falls back when the computation itself throws unexpectedly', () => {
    const broken = { ...financingTerms.de, durations: null as unknown as number[] };
    expect(quoteInstalments(de, { amount: 10_000, currency: 'EUR' }, broken)).toEqual({
      kind: 'fallback',
      code: 'FINANCING_UNEXPECTED',
    });
  });
});
