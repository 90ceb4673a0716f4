// The one tenant config: four shops, their locales, money, theme, hours and flags (ARCHITECTURE.md).
import type { Locale } from '@/platform/i18n/locales';
import { resolveFlags, type Flags } from './flags';

/**
 * The account pages this storefront serves in every shop (supported-path flags, SPEC §2; decision 0027): the
 * overview, the orders, the bookings, the invoices and the payment dates (decision 0033). The payback page only in
 * the shops that run a bonus programme (de: Payback, at: jö).
 */
const servedAccountPages = {
  supportedPathOverview: true,
  supportedPathOrders: true,
  supportedPathBookings: true,
  supportedPathInvoices: true,
  supportedPathPaymentDates: true,
} as const;

export const tenantKeys = ['de', 'at', 'ch', 'nl'] as const;
export type TenantKey = (typeof tenantKeys)[number];

export type Currency = 'EUR' | 'CHF';
export type ThemeKey = 'teal' | 'yellow';
export type LoyaltyProgram = 'payback' | 'joe' | null;

/** Opening hours as local wall-clock times in the tenant's time zone. Days: 0 = Sunday … 6 = Saturday. */
export interface HoursRule {
  days: number[];
  opens: string;
  closes: string;
}

/** A brand whose newsletter a shop sends; an address can leave one and keep the other. */
export interface NewsletterBrand {
  key: string;
  name: string;
}

export interface Tenant {
  key: TenantKey;
  brand: string;
  /** The brands of the shop's newsletters (decision 0026): a full unsubscribe asks which of them. */
  newsletterBrands: readonly [NewsletterBrand, ...NewsletterBrand[]];
  /** Legal entity shown in the footer and the Impressum. */
  legalName: string;
  /** Two-letter country code of the shop's market. */
  country: 'DE' | 'AT' | 'CH' | 'NL';
  /** Host names this tenant answers to in development. Production hosts come from TENANT_BASE_URLS. */
  devHosts: string[];
  /** The first locale is the default and has no path prefix. */
  locales: readonly [Locale, ...Locale[]];
  currency: Currency;
  /** VAT in basis points: 1900 = 19 %. */
  vatRateBp: number;
  theme: ThemeKey;
  loyalty: LoyaltyProgram;
  timeZone: string;
  phone: string;
  /** SPEC §1 gives two readings of the hours; both are shown, as customer-service and order-line hours. */
  hours: { customerService: HoursRule[]; orderLine: HoursRule[] };
  flags: Flags;
}

const hours: Tenant['hours'] = {
  customerService: [
    { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '21:00' },
    { days: [6], opens: '08:00', closes: '12:00' },
  ],
  orderLine: [{ days: [0, 1, 2, 3, 4, 5, 6], opens: '06:00', closes: '23:00' }],
};

export const tenants: Record<TenantKey, Tenant> = {
  de: {
    key: 'de',
    brand: 'Lindenberg',
    newsletterBrands: [
      { key: 'lindenberg', name: 'Lindenberg' },
      { key: 'lindenberg-home', name: 'Lindenberg Home' },
    ],
    legalName: 'Lindenberg Versand GmbH',
    country: 'DE',
    devHosts: ['localhost', 'de.localhost'],
    locales: ['de-DE'],
    currency: 'EUR',
    vatRateBp: 1900,
    theme: 'teal',
    loyalty: 'payback',
    timeZone: 'Europe/Berlin',
    phone: '+49 30 23125 400',
    hours,
    flags: resolveFlags('full', { ...servedAccountPages, supportedPathPayback: true }),
  },
  at: {
    key: 'at',
    brand: 'Lindenberg',
    newsletterBrands: [
      { key: 'lindenberg', name: 'Lindenberg' },
      { key: 'lindenberg-home', name: 'Lindenberg Home' },
    ],
    legalName: 'Lindenberg Versand Österreich GmbH',
    country: 'AT',
    devHosts: ['at.localhost'],
    locales: ['de-AT'],
    currency: 'EUR',
    vatRateBp: 2000,
    theme: 'teal',
    loyalty: 'joe',
    timeZone: 'Europe/Vienna',
    phone: '+43 1 23125 400',
    hours,
    flags: resolveFlags('full', { ...servedAccountPages, supportedPathPayback: true, payback: false, joe: true }),
  },
  ch: {
    key: 'ch',
    brand: 'Sonnmatt',
    newsletterBrands: [
      { key: 'sonnmatt', name: 'Sonnmatt' },
      { key: 'sonnmatt-home', name: 'Sonnmatt Home' },
    ],
    legalName: 'Sonnmatt Versand AG',
    country: 'CH',
    devHosts: ['ch.localhost'],
    locales: ['de-CH', 'fr-CH'],
    currency: 'CHF',
    vatRateBp: 810,
    theme: 'yellow',
    loyalty: null,
    timeZone: 'Europe/Zurich',
    phone: '+41 44 231 25 40',
    hours,
    // The lean reading (SPEC §9) with the chat bot on: it answers from the shop's own help content (decision 0029).
    flags: resolveFlags('lean', { ...servedAccountPages, loyalty: false, chatBot: true }),
  },
  nl: {
    key: 'nl',
    brand: 'Lindenberg',
    newsletterBrands: [
      { key: 'lindenberg', name: 'Lindenberg' },
      { key: 'lindenberg-home', name: 'Lindenberg Home' },
    ],
    legalName: 'Lindenberg Postorder B.V.',
    country: 'NL',
    devHosts: ['nl.localhost'],
    locales: ['nl-NL'],
    currency: 'EUR',
    vatRateBp: 2100,
    theme: 'teal',
    loyalty: null,
    timeZone: 'Europe/Amsterdam',
    phone: '+31 20 231 25 40',
    hours,
    // The lean reading (SPEC §9) with the chat bot on: it answers from the shop's own help content (decision 0029).
    flags: resolveFlags('lean', { ...servedAccountPages, loyalty: false, chatBot: true }),
  },
};

export const defaultTenantKey: TenantKey = 'de';

export function isTenantKey(value: unknown): value is TenantKey {
  return typeof value === 'string' && (tenantKeys as readonly string[]).includes(value);
}

export function getTenant(key: TenantKey): Tenant {
  return tenants[key];
}

/** Each locale belongs to exactly one tenant (de-DE → de, fr-CH → ch, …). */
export function tenantOfLocale(locale: Locale): Tenant {
  const tenant = Object.values(tenants).find((t) => t.locales.includes(locale));
  if (!tenant) throw new Error(`No tenant offers locale ${locale}`);
  return tenant;
}
