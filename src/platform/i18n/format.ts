// Money, numbers and dates through Intl. Money is an integer of minor units plus a currency (ARCHITECTURE rule 4).
import type { Locale } from './locales';

export interface Money {
  amount: number;
  currency: 'EUR' | 'CHF';
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(money: Money, locale: Locale): string {
  const key = `${locale}|${money.currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency });
    moneyFormats.set(key, format);
  }
  return format.format(money.amount / 100);
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale, options).format(value);
}

export function formatPercent(basisPoints: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}

export function formatDate(date: Date, locale: Locale, timeZone = 'Europe/Berlin', options?: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone, ...options }).format(date);
}
