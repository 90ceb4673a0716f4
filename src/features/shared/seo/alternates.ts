import 'server-only';
// Canonical and hreflang alternates of a route across every tenant and locale (absolute URLs, x-default = de).
import { tenantBaseUrl } from '@/commerce/tenant/resolve-tenant';
import { defaultTenantKey, tenantKeys, tenants, type TenantKey } from '@/commerce/tenant/tenants';
import { env } from '@/platform/config/env';
import type { Locale } from '@/platform/i18n/locales';
import { buildPath, type RouteParams } from '@/platform/routing/router';
import type { RouteKey } from '@/platform/routing/route-table';

/** The scheme and host of a tenant's shop, e.g. https://www.lindenberg.de or http://ch.localhost:3000. */
export function tenantOrigin(tenant: TenantKey): string {
  const { TENANT_BASE_URLS, PORT, PUBLIC_PORT } = env();
  return tenantBaseUrl(tenant, TENANT_BASE_URLS, PUBLIC_PORT ?? PORT);
}

export function absoluteUrl(tenant: TenantKey, locale: Locale, key: RouteKey, params: RouteParams = {}): string {
  return `${tenantOrigin(tenant)}${buildPath(key, locale, tenants[tenant].locales, params)}`;
}

export function routeAlternates(
  tenant: TenantKey,
  locale: Locale,
  key: RouteKey,
  params: RouteParams = {},
): { canonical: string; languages: Record<string, string> } {
  const languages: Record<string, string> = {};
  for (const other of tenantKeys) {
    for (const l of tenants[other].locales) languages[l] = absoluteUrl(other, l, key, params);
  }
  languages['x-default'] = absoluteUrl(defaultTenantKey, tenants[defaultTenantKey].locales[0], key, params);
  return { canonical: absoluteUrl(tenant, locale, key, params), languages };
}
