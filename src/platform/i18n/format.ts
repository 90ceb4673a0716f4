// Money, numbers and dates through Intl. Money is an integer of minor units plus a currency (ARCHITECTURE rule 4).
import type { Locale } from './locales';

export interface Money {
  amount: number;
  currency: 'EUR' | 'CHF';
}

// Building an Intl formatter costs far more than formatting with one (pages and pricing format many values), so
// every formatter is kept per locale and options.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/**
 * Money as the shop's country writes it. Francs the Swiss way in both Swiss languages, as the shop's own content and
 * Swiss retail write them: the code first, the apostrophe between thousands, whole francs as "CHF 99.–"
 * (decision 0039; ICU would write "99.00 CHF" in French and "CHF 99.00" in German).
 */
export function formatMoney(money: Money, locale: Locale): string {
  if (money.currency === 'CHF') {
    const francs = numberFormat('de-CH', { style: 'currency', currency: 'CHF' }).format(money.amount / 100);
    return money.amount % 100 === 0 ? francs.replace(/\.00$/, '.–') : francs;
  }
  return numberFormat(locale, { style: 'currency', currency: money.currency }).format(money.amount / 100);
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value);
}

/** A rating average as shoppers read it: one decimal in the locale's own way ("4,3" in German, "4.3" nowhere). */
export function formatRatingAverage(average: number, locale: Locale): string {
  return formatNumber(average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

export function formatPercent(basisPoints: number, locale: Locale): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}

export function formatDate(date: Date, locale: Locale, timeZone = 'Europe/Berlin', options?: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone, ...options }).format(date);
}

/** A calendar day (ISO `2026-12-24`: a due date, a renewal day) as the locale writes it, the same in every zone. */
export function formatDay(day: string, locale: Locale): string {
  return formatDate(new Date(`${day}T12:00:00Z`), locale, 'UTC');
}
