import { defaultTenantKey, tenantKeys, tenants, type TenantKey } from './tenants';

export interface TenantResolution {
  tenant: TenantKey;
  /** False when the host matched no tenant and the default was used: worth a log line. */
  matched: boolean;
}

/** The host without port, lower-cased; IPv6 brackets kept. */
export function hostName(hostHeader: string | null | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}

/**
 * Maps a Host header to a tenant: production hosts from `baseUrls` (TENANT_BASE_URLS) first, then the development
 * hosts of the tenant config. An unknown host gets the default tenant.
 */
export function resolveTenant(hostHeader: string | null | undefined, baseUrls: Record<string, string> = {}): TenantResolution {
  const host = hostName(hostHeader);
  for (const key of tenantKeys) {
    const url = baseUrls[key];
    if (url && new URL(url).hostname === host) return { tenant: key, matched: true };
  }
  for (const key of tenantKeys) {
    if (tenants[key].devHosts.includes(host)) return { tenant: key, matched: true };
  }
  return { tenant: defaultTenantKey, matched: false };
}

/** The public base URL of a tenant: the configured production URL, else its development host. */
export function tenantBaseUrl(tenant: TenantKey, baseUrls: Record<string, string>, port: number): string {
  const configured = baseUrls[tenant];
  if (configured) return configured;
  const host = tenant === defaultTenantKey ? 'localhost' : `${tenant}.localhost`;
  return `http://${host}:${port}`;
}

/**
 * Where a redirect of this request may point: the tenant's configured URL, else the development host the request
 * named (when it is one of the tenant's) or the tenant's first, with the request's port. Never the Host header as
 * such: `Host: evil.example` must not become `Location: http://evil.example/`.
 */
export function redirectOrigin(tenant: TenantKey, baseUrls: Record<string, string>, hostHeader: string | null | undefined): string {
  const configured = baseUrls[tenant];
  if (configured) return configured;
  const named = hostName(hostHeader);
  const host = tenants[tenant].devHosts.includes(named) ? named : new URL(tenantBaseUrl(tenant, {}, 1)).hostname;
  const port = /:(\d{1,5})$/.exec((hostHeader ?? '').trim())?.[1];
  return port && Number(port) <= 65535 ? `http://${host}:${Number(port)}` : `http://${host}`;
}
