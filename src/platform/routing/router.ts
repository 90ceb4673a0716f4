// Turns public URLs into internal routes and back, per locale, from the one routing table.
import { isLanguage, languageOf, swissSpelling, type Locale } from '@/platform/i18n/locales';
import { contentPrefixes, legacyAliases, routeTable, type RouteKey } from './route-table';

export type RouteParams = Record<string, string | string[]>;

export interface RouteMatch {
  key: RouteKey;
  params: RouteParams;
}

/** The public slug pattern of a route in a locale (de-CH writes "ss" for "ß"). */
export function slugPattern(key: RouteKey, locale: Locale): string {
  const pattern = routeTable[key][languageOf(locale)];
  return locale === 'de-CH' ? swissSpelling(pattern) : pattern;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function matchPattern(pattern: string, segments: string[]): RouteParams | null {
  const parts = segmentsOf(pattern);
  const params: RouteParams = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const catchAll = /^\[\.\.\.(\w+)\]$/.exec(part);
    if (catchAll) {
      const rest = segments.slice(i);
      if (rest.length === 0) return null;
      params[catchAll[1]!] = rest;
      return params;
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    const dynamic = /^\[(\w+)\]$/.exec(part);
    if (dynamic) params[dynamic[1]!] = segment;
    else if (part !== segment) return null;
  }
  return parts.length === segments.length ? params : null;
}

const orderedKeys = (Object.keys(routeTable) as RouteKey[]).filter((k) => k !== '/content/[...path]');

/**
 * Finds the route for a path (without locale prefix) in a locale. Static and parameterised routes first, then the
 * CMS prefixes; null when nothing knows the path.
 */
export function matchRoute(path: string, locale: Locale): RouteMatch | null {
  let segments: string[];
  try {
    segments = segmentsOf(path).map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  for (const key of orderedKeys) {
    const params = matchPattern(slugPattern(key, locale), segments);
    if (params) return { key, params };
  }
  const first = segments[0];
  if (first && contentPrefixes[languageOf(locale)].includes(first)) {
    return { key: '/content/[...path]', params: { path: segments } };
  }
  return null;
}

function fill(pattern: string, params: RouteParams): string {
  const filled = segmentsOf(pattern).flatMap((part) => {
    const catchAll = /^\[\.\.\.(\w+)\]$/.exec(part);
    if (catchAll) return toArray(params[catchAll[1]!]).map(encodeURIComponent);
    const dynamic = /^\[(\w+)\]$/.exec(part);
    if (dynamic) {
      const value = params[dynamic[1]!];
      if (typeof value !== 'string' || value === '') throw new Error(`Route ${pattern} needs the parameter ${dynamic[1]}`);
      return [encodeURIComponent(value)];
    }
    return [part];
  });
  return `/${filled.join('/')}`;
}

const toArray = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** The locale's path prefix: none for the tenant's first locale, else its two-letter language. */
export function localePrefix(locale: Locale, tenantLocales: readonly Locale[]): string {
  return locale === tenantLocales[0] ? '' : `/${languageOf(locale)}`;
}

/** The public path of a route in a locale of a tenant, e.g. ('/basket', 'fr-CH') → '/fr/panier'. */
export function buildPath(key: RouteKey, locale: Locale, tenantLocales: readonly Locale[], params: RouteParams = {}): string {
  const prefix = localePrefix(locale, tenantLocales);
  const path = fill(slugPattern(key, locale), params);
  if (path === '/') return prefix || '/';
  return `${prefix}${path}`;
}

export type LocaleDetection =
  | { kind: 'locale'; locale: Locale; path: string; via: 'prefix' | 'query' | 'default' }
  /** A prefix for the tenant's default language: the canonical URL has none. */
  | { kind: 'redirect'; locale: Locale; path: string }
  | { kind: 'unknown-prefix'; prefix: string }
  | { kind: 'bad-query'; value: string; locale: Locale; path: string };

/**
 * The language of a request (SPEC §2): a two-letter path prefix, else the `lang` query parameter, else the tenant's
 * first locale. Only the platform's languages count as prefixes, so a two-letter slug such as /lp stays a path.
 */
export function detectLocale(pathname: string, lang: string | null, tenantLocales: readonly [Locale, ...Locale[]]): LocaleDetection {
  const segments = segmentsOf(pathname);
  const first = segments[0]?.toLowerCase();
  const byLanguage = (language: string) => tenantLocales.find((l) => languageOf(l) === language);
  if (first && first.length === 2 && isLanguage(first)) {
    const locale = byLanguage(first);
    const rest = `/${segments.slice(1).join('/')}`;
    if (!locale) return { kind: 'unknown-prefix', prefix: first };
    if (locale === tenantLocales[0]) return { kind: 'redirect', locale, path: rest };
    return { kind: 'locale', locale, path: rest, via: 'prefix' };
  }
  const path = `/${segments.join('/')}`;
  if (lang !== null) {
    const wanted = lang.trim().toLowerCase().slice(0, 2);
    const locale = /^[a-z]{2}([-_][a-z]{2})?$/i.test(lang.trim()) && isLanguage(wanted) ? byLanguage(wanted) : undefined;
    if (locale) return { kind: 'locale', locale, path, via: 'query' };
    return { kind: 'bad-query', value: lang.slice(0, 40), locale: tenantLocales[0], path };
  }
  return { kind: 'locale', locale: tenantLocales[0], path, via: 'default' };
}

/** A legacy path the texts mention (SPEC §2) → the route that serves it now. */
export function legacyRoute(path: string): RouteKey | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return legacyAliases[normalized];
}

/** Routes whose pages come from the CMS: they render through the content page with their public path. */
const cmsRoutes = new Set<RouteKey>([
  '/service',
  '/legal/imprint',
  '/legal/privacy',
  '/legal/terms',
  '/legal/withdrawal',
  '/legal/shipping',
  '/legal/payment',
]);

/** The path under src/app/[tenant]/[locale] that renders a match of the public path. */
export function internalPath(match: RouteMatch, publicPath: string): string {
  if (match.key === '/content/[...path]' || cmsRoutes.has(match.key)) {
    return `/content/${segmentsOf(publicPath).join('/')}`;
  }
  return fill(match.key, match.params);
}
