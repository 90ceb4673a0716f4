// The five storefronts as a shopper reaches them: tenant host, locale prefix, and what each must show.
import { tenants, type TenantKey } from '../../../src/commerce/tenant/tenants';
import { themes } from '../../../src/features/shared/theme/themes';
import type { Locale } from '../../../src/platform/i18n/locales';
import { buildPath } from '../../../src/platform/routing/router';
import type { RouteKey } from '../../../src/platform/routing/route-table';

export const port = Number(process.env.E2E_PORT ?? 3210);

export interface Shop {
  tenant: TenantKey;
  locale: Locale;
  origin: string;
  brand: string;
  primary: string;
  currency: 'EUR' | 'CHF';
  url(key: RouteKey, params?: Record<string, string | string[]>): string;
}

export const shops: Shop[] = Object.values(tenants).flatMap((tenant) =>
  tenant.locales.map((locale) => {
    const origin = `http://${tenant.key === 'de' ? 'localhost' : `${tenant.key}.localhost`}:${port}`;
    return {
      tenant: tenant.key,
      locale,
      origin,
      brand: tenant.brand,
      primary: themes[tenant.theme].primary,
      currency: tenant.currency,
      url: (key: RouteKey, params = {}) => `${origin}${buildPath(key, locale, tenant.locales, params)}`,
    };
  }),
);

export const shop = (locale: Locale): Shop => shops.find((s) => s.locale === locale)!;

/** A word every shop's catalogue answers with dresses, in the shop's language. */
export const dressTerm: Record<Locale, string> = { 'de-DE': 'Kleid', 'de-AT': 'Kleid', 'de-CH': 'Kleid', 'fr-CH': 'robe', 'nl-NL': 'jurk' };
