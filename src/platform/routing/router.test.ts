import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/platform/i18n/locales';
import { routeTable, type RouteKey } from './route-table';
import { buildPath, detectLocale, internalPath, legacyRoute, matchRoute, slugPattern, type RouteParams } from './router';

const tenantLocales: Record<string, readonly [Locale, ...Locale[]]> = {
  de: ['de-DE'],
  at: ['de-AT'],
  ch: ['de-CH', 'fr-CH'],
  nl: ['nl-NL'],
};

const sampleParams = (key: RouteKey): RouteParams =>
  key.includes('[...path]') ? { path: key.startsWith('/content') ? ['lp', 'sommer-sale'] : ['damen', 'schuhe'] } : key.includes('[slug]') ? { slug: 'sneaker-123' } : key.includes('[orderNumber]') ? { orderNumber: 'DE-2026-000123' } : key.includes('[identifier]') ? { identifier: 'delivery' } : {};

describe('routing table round trips', () => {
  for (const [tenant, localesOfTenant] of Object.entries(tenantLocales)) {
    for (const locale of localesOfTenant) {
      it(`builds and matches every route in ${tenant}/${locale}`, () => {
        for (const key of Object.keys(routeTable) as RouteKey[]) {
          const params = sampleParams(key);
          const path = buildPath(key, locale, localesOfTenant, params);
          const detection = detectLocale(path, null, localesOfTenant);
          expect(detection.kind, `${key} → ${path}`).toBe('locale');
          if (detection.kind !== 'locale') continue;
          expect(detection.locale).toBe(locale);
          const match = matchRoute(detection.path, locale);
          expect(match, `${key} → ${path}`).toEqual({ key, params });
        }
      });
    }
  }

  it('gives every route a slug in every language and never a "ß" in de-CH', () => {
    for (const key of Object.keys(routeTable) as RouteKey[]) {
      for (const locale of locales) {
        const slug = slugPattern(key, locale);
        expect(slug.startsWith('/')).toBe(true);
        if (locale === 'de-CH') expect(slug).not.toContain('ß');
      }
    }
  });

  it('writes the account base as the spec names it in each language', () => {
    expect(buildPath('/account', 'de-DE', ['de-DE'])).toBe('/mein-konto');
    expect(buildPath('/account', 'fr-CH', ['de-CH', 'fr-CH'])).toBe('/fr/mon-compte');
    expect(buildPath('/account', 'nl-NL', ['nl-NL'])).toBe('/mijn-account');
    expect(buildPath('/account/payment-dates', 'de-AT', ['de-AT'])).toBe('/mein-konto/meine-zahltermine');
    expect(buildPath('/', 'fr-CH', ['de-CH', 'fr-CH'])).toBe('/fr');
  });
});

describe('matchRoute', () => {
  it('answers null for a path nobody knows', () => {
    expect(matchRoute('/gibt-es-nicht', 'de-DE')).toBeNull();
    expect(matchRoute('/panier', 'de-DE')).toBeNull();
    expect(matchRoute('/%E0%A4%A', 'de-DE')).toBeNull();
  });

  it('sends CMS prefixes and legal pages to the content page with their public path', () => {
    const lp = matchRoute('/lp/sommer', 'de-DE')!;
    expect(internalPath(lp, '/lp/sommer')).toBe('/content/lp/sommer');
    const imprint = matchRoute('/klantenservice/over-ons/colofon', 'nl-NL')!;
    expect(imprint.key).toBe('/legal/imprint');
    expect(internalPath(imprint, '/klantenservice/over-ons/colofon')).toBe('/content/klantenservice/over-ons/colofon');
  });

  it('keeps app routes under the service prefix out of the CMS', () => {
    const contact = matchRoute('/service-hilfe/kontakt', 'de-DE')!;
    expect(internalPath(contact, '/service-hilfe/kontakt')).toBe('/service/contact');
  });
});

describe('detectLocale', () => {
  const ch = tenantLocales.ch!;
  it('reads a two-letter prefix first', () => {
    expect(detectLocale('/fr/panier', 'de', ch)).toEqual({ kind: 'locale', locale: 'fr-CH', path: '/panier', via: 'prefix' });
  });
  it('reads the lang query parameter when there is no prefix', () => {
    expect(detectLocale('/warenkorb', 'fr', ch)).toEqual({ kind: 'locale', locale: 'fr-CH', path: '/warenkorb', via: 'query' });
    expect(detectLocale('/', 'fr-CH', ch)).toMatchObject({ kind: 'locale', locale: 'fr-CH' });
  });
  it('falls back to the tenant first locale', () => {
    expect(detectLocale('/warenkorb', null, ch)).toEqual({ kind: 'locale', locale: 'de-CH', path: '/warenkorb', via: 'default' });
    for (const [, l] of Object.entries(tenantLocales)) expect(detectLocale('/', null, l)).toMatchObject({ locale: l[0] });
  });
  it('redirects a prefix of the default language to the unprefixed URL', () => {
    expect(detectLocale('/de/warenkorb', null, ch)).toEqual({ kind: 'redirect', locale: 'de-CH', path: '/warenkorb' });
  });
  it('reports a prefix of a language the tenant does not speak', () => {
    expect(detectLocale('/fr/panier', null, tenantLocales.de!)).toEqual({ kind: 'unknown-prefix', prefix: 'fr' });
    expect(detectLocale('/nl', null, ch)).toEqual({ kind: 'unknown-prefix', prefix: 'nl' });
  });
  it('treats two-letter slugs that are no language as a path', () => {
    expect(detectLocale('/lp/sale', null, tenantLocales.de!)).toMatchObject({ kind: 'locale', path: '/lp/sale' });
  });
  it('ignores a malformed or foreign lang value and says so', () => {
    expect(detectLocale('/', '<script>', ch)).toMatchObject({ kind: 'bad-query', locale: 'de-CH' });
    expect(detectLocale('/', 'nl', ch)).toMatchObject({ kind: 'bad-query', locale: 'de-CH' });
  });
});

describe('legacyRoute', () => {
  it('maps the paths the texts mention to their routes', () => {
    expect(legacyRoute('/account/addresses/')).toBe('/account/addresses');
    expect(legacyRoute('/password/reset')).toBe('/password-reset');
    expect(legacyRoute('/nirgends')).toBeUndefined();
  });
});
