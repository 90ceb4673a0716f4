// Every page request passes here first: tenant from the Host, locale from prefix / ?lang / default, the public
// slug matched against the routing table and rewritten to src/app/[tenant]/[locale]/<internal path>.
// API requests get the same context headers and no rewrite.
import { NextResponse, type NextRequest } from 'next/server';
import { servesAccountPage } from '@/commerce/tenant/account-pages';
import { redirectOrigin, resolveTenant } from '@/commerce/tenant/resolve-tenant';
import { getTenant, type Tenant, type TenantKey } from '@/commerce/tenant/tenants';
import { thirdPartyOrigins, thirdPartyScripts } from '@/commerce/tenant/third-party';
import { colourModeScript } from '@/features/shared/colour-mode/colour-mode';
import { consentStateScript } from '@/features/shared/consent/consent-state-script';
import { env } from '@/platform/config/env';
import { draftModeCookie, dropDraftModeCookie, hasCookie, previewCookie } from '@/platform/content/preview-cookies';
import { contentSecurityPolicy, newNonce, scriptHash } from '@/platform/http/content-security-policy';
import { afterFirstPaintLoader } from '@/platform/http/scripts-after-first-paint';
import type { Locale } from '@/platform/i18n/locales';
import { contextHeaders } from '@/platform/http/request-context';
import { loggerFor } from '@/platform/logging/logger';
import { buildPath, detectLocale, internalPath, legacyRoute, matchRoute } from '@/platform/routing/router';

/** Longer URLs are refused before any routing work (browsers and proxies cap around 2–8 KB anyway). */
const MAX_URL_LENGTH = 2048;
/** The internal path that renders the localized 404 page (src/app/[tenant]/[locale]/[...unknown]). */
const NOT_FOUND_PATH = '/unknown-page';

function requestHeaders(request: NextRequest, requestId: string, tenant: TenantKey, locale: Locale): Headers {
  const headers = new Headers(request.headers);
  headers.set(contextHeaders.requestId, requestId);
  headers.set(contextHeaders.tenant, tenant);
  headers.set(contextHeaders.locale, locale);
  // Content preview (decision 0045): Next's draft mode only for pages of a browser that holds a preview token (its
  // cookie expires with the token) and for the preview's own endpoints; every other request is served as published.
  const previewing = request.nextUrl.pathname.startsWith('/api/')
    ? request.nextUrl.pathname.startsWith('/api/preview')
    : request.cookies.has(previewCookie);
  if (!previewing) dropDraftModeCookie(headers);
  return headers;
}

/**
 * The internal paths rendered per request (force-dynamic, or reading the query): they get a per-request nonce in
 * their Content-Security-Policy. Every other page is served from the page cache and gets the cached-page policy
 * (decision 0035). proxy.test.ts checks this list against the pages' own `dynamic`/`revalidate` exports.
 */
export const perRequestPages = /^\/[a-z]{2}\/[a-z]{2}-[A-Z]{2}\/(checkout|account|search|paylink|service\/contact|category|ops)(\/|$)/;

/** The fixed inline scripts of the layouts, allowed by hash. */
const inlineHashes = [scriptHash(colourModeScript), scriptHash(consentStateScript), scriptHash(afterFirstPaintLoader)];

/** The policy of one page response; with a nonce, Next reads it from the request's header and puts it on its scripts. */
export function pagePolicy(tenant: Tenant, internal: string): { policy: string; nonce?: string } {
  const nonce = perRequestPages.test(internal) ? newNonce() : undefined;
  const policy = contentSecurityPolicy({
    nonce,
    thirdParty: thirdPartyOrigins(thirdPartyScripts(tenant, env())),
    inlineHashes,
    development: env().NODE_ENV === 'development',
  });
  return { policy, nonce };
}

function rewrite(request: NextRequest, path: string, headers: Headers, requestId: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = path;
  const tenant = getTenant(headers.get(contextHeaders.tenant) as TenantKey);
  const { policy } = pagePolicy(tenant, path);
  headers.set('content-security-policy', policy);
  const response = NextResponse.rewrite(url, { request: { headers } });
  response.headers.set(contextHeaders.requestId, requestId);
  response.headers.set('content-security-policy', policy);
  // A preview page is rendered for this browser alone: no shared cache (nginx, CDN) may keep it.
  if (hasCookie(headers, draftModeCookie)) response.headers.set('cache-control', 'private, no-store');
  return response;
}

/** Redirects within the tenant's own host (src/commerce/tenant/resolve-tenant.ts, redirectOrigin), never the Host header's. */
function redirect(
  request: NextRequest,
  tenant: TenantKey,
  path: string,
  status: 301 | 307 | 308,
  dropLang = false,
): NextResponse {
  const url = new URL(redirectOrigin(tenant, env().TENANT_BASE_URLS, request.headers.get('host')));
  url.pathname = path;
  url.search = request.nextUrl.search;
  if (dropLang) url.searchParams.delete('lang');
  return NextResponse.redirect(url, status);
}

/**
 * The language of a page's own API calls without ?lang=: that of the page that made them (its Referer, same host
 * only). So a basket, review or recommendation fetched from /fr/… answers in French.
 */
function refererLocale(request: NextRequest, locales: readonly [Locale, ...Locale[]]): Locale | undefined {
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer)) return undefined;
  const url = new URL(referer);
  if (url.host !== request.headers.get('host')) return undefined;
  const detection = detectLocale(url.pathname, null, locales);
  return detection.kind === 'locale' ? detection.locale : undefined;
}

export function proxy(request: NextRequest): NextResponse {
  const requestId = request.headers.get(contextHeaders.requestId)?.slice(0, 64) || crypto.randomUUID();
  const { pathname, search } = request.nextUrl;
  const { tenant: tenantKey, matched } = resolveTenant(request.headers.get('host'), env().TENANT_BASE_URLS);
  const tenant = getTenant(tenantKey);
  const log = loggerFor({ requestId, tenant: tenantKey, path: pathname.slice(0, 200) });
  if (!matched)
    log.warn(
      { host: request.headers.get('host')?.slice(0, 200) },
      'unknown host, serving the default tenant',
    );

  if (pathname.length + search.length > MAX_URL_LENGTH) {
    log.warn({ length: pathname.length + search.length }, 'URL too long');
    return new NextResponse('URI Too Long', {
      status: 414,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }

  const lang = request.nextUrl.searchParams.get('lang');
  const detection = detectLocale(pathname, lang, tenant.locales);

  if (pathname.startsWith('/api/')) {
    const locale =
      lang === null
        ? (refererLocale(request, tenant.locales) ?? tenant.locales[0])
        : detection.kind === 'unknown-prefix'
          ? tenant.locales[0]
          : detection.locale;
    return NextResponse.next({ request: { headers: requestHeaders(request, requestId, tenantKey, locale) } });
  }

  if (detection.kind === 'unknown-prefix') {
    log.info({ prefix: detection.prefix }, 'unknown locale prefix');
    const locale = tenant.locales[0];
    return rewrite(
      request,
      `/${tenantKey}/${locale}${NOT_FOUND_PATH}`,
      requestHeaders(request, requestId, tenantKey, locale),
      requestId,
    );
  }
  if (detection.kind === 'redirect') {
    return redirect(request, tenantKey, detection.path, 308);
  }
  if (detection.kind === 'bad-query') {
    log.info({ lang: detection.value }, 'ignoring a lang parameter this tenant does not speak');
  }

  const { locale, path } = detection;
  const headers = requestHeaders(request, requestId, tenantKey, locale);
  const match = matchRoute(path, locale);

  if (detection.kind === 'locale' && detection.via === 'query') {
    // ?lang= chose the language: send the shopper to the canonical localized URL of the same route.
    const anyMatch = match ?? tenant.locales.map((l) => matchRoute(path, l)).find(Boolean);
    if (anyMatch)
      return redirect(request, tenantKey, buildPath(anyMatch.key, locale, tenant.locales, anyMatch.params), 307, true);
  }

  if (match) {
    // A category URL without a query is the cacheable plain listing (src/app/[tenant]/[locale]/category-static).
    const internal = internalPath(match, path);
    const target =
      match.key === '/category/[...path]' && search === ''
        ? internal.replace(/^\/category\//, '/category-static/')
        : internal;
    return rewrite(request, `/${tenantKey}/${locale}${target}`, headers, requestId);
  }

  const legacy = legacyRoute(path);
  // An account page this shop does not serve (supported-path flag off) would be a 404: the account home instead.
  const served = legacy && !servesAccountPage(tenant.flags, legacy) ? '/account' : legacy;
  if (served) return redirect(request, tenantKey, buildPath(served, locale, tenant.locales), 301);

  return rewrite(request, `/${tenantKey}/${locale}${NOT_FOUND_PATH}`, headers, requestId);
}

export const config = {
  // Everything except Next's own assets and files (a last segment with an extension: icon.svg, robots.txt, …).
  matcher: ['/((?!_next/static|_next/image|(?:.*/)?[^/]+\\.[a-z0-9]{2,5}$).*)'],
};
