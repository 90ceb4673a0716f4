import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatPercent, formatRatingAverage } from './format';

// Intl puts narrow no-break spaces in some formats; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes euros the German, Austrian and Dutch way', () => {
    expect(plain(formatMoney({ amount: 123456, currency: 'EUR' }, 'de-DE'))).toBe('1.234,56 €');
    expect(plain(formatMoney({ amount: 123456, currency: 'EUR' }, 'de-AT'))).toBe('€ 1.234,56');
    expect(plain(formatMoney({ amount: 123456, currency: 'EUR' }, 'nl-NL'))).toBe('€ 1.234,56');
  });

  it('writes francs the Swiss way in both languages, whole francs as ".–" (issue 21: "CHF 99.–" beside "979.90 CHF")', () => {
    expect(plain(formatMoney({ amount: 123456, currency: 'CHF' }, 'de-CH'))).toBe("CHF 1'234.56");
    expect(plain(formatMoney({ amount: 123456, currency: 'CHF' }, 'fr-CH'))).toBe("CHF 1'234.56");
    expect(plain(formatMoney({ amount: 97990, currency: 'CHF' }, 'fr-CH'))).toBe('CHF 979.90');
    expect(plain(formatMoney({ amount: 9900, currency: 'CHF' }, 'fr-CH'))).toBe('CHF 99.–');
    expect(plain(formatMoney({ amount: 129900, currency: 'CHF' }, 'de-CH'))).toBe("CHF 1'299.–");
    expect(plain(formatMoney({ amount: -2000, currency: 'CHF' }, 'de-CH'))).toBe('CHF-20.–');
  });
});

describe('formatPercent and formatDate', () => {
  it('shows VAT rates from basis points', () => {
    expect(plain(formatPercent(810, 'de-CH'))).toBe('8.1%');
    expect(plain(formatPercent(810, 'fr-CH'))).toBe('8,1%');
    expect(plain(formatPercent(1900, 'de-DE'))).toBe('19 %');
  });

  it('formats dates in Europe/Berlin', () => {
    expect(formatDate(new Date('2026-11-22T23:30:00Z'), 'de-DE')).toBe('23.11.2026');
  });
});

describe('formatRatingAverage', () => {
  it('writes one decimal the way each locale writes it (issue 21: "4.9 von 5 Sternen" on the German product page)', () => {
    expect(formatRatingAverage(4.9, 'de-DE')).toBe('4,9');
    expect(formatRatingAverage(4, 'de-AT')).toBe('4,0');
    expect(formatRatingAverage(4.25, 'fr-CH')).toBe('4,3');
    expect(formatRatingAverage(3.96, 'nl-NL')).toBe('4,0');
    // Swiss German writes decimals with a point.
    expect(formatRatingAverage(4.9, 'de-CH')).toBe('4.9');
  });
});
