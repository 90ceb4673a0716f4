import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatPercent } from './format';

// Intl puts narrow no-break spaces in some formats; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes euros the German, Austrian and Dutch way', () => {
    expect(plain(formatMoney({ amount: 123456, currency: 'EUR' }, 'de-DE'))).toBe('1.234,56 €');
    expect(plain(formatMoney({ amount: 123456, currency: 'EUR' }, 'de-AT'))).toBe('€ 1.234,56');
    expect(plain(formatMoney({ amount: 123456, currency: 'EUR' }, 'nl-NL'))).toBe('€ 1.234,56');
  });

  it('writes francs on the Swiss tenant in both languages', () => {
    expect(plain(formatMoney({ amount: 123456, currency: 'CHF' }, 'de-CH'))).toBe("CHF 1'234.56");
    expect(plain(formatMoney({ amount: 123456, currency: 'CHF' }, 'fr-CH'))).toBe('1 234.56 CHF');
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
