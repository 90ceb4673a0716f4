// Who calls the integration API: the tenant whose key the request presents (`Authorization: Bearer <key>`). Keys
// come from INTEGRATION_API_KEYS; each presented key is compared with every tenant's in constant time (on SHA-256
// digests, so lengths do not leak). The tenant comes from the key alone: a key of de can only ever see de's orders.
import { createHash, timingSafeEqual } from 'node:crypto';
import { shopContext, type ShopContext } from '@/commerce/tenant/shop-context';
import { isTenantKey, tenantKeys, getTenant, type TenantKey } from '@/commerce/tenant/tenants';
import { devIntegrationApiKeys, env } from '@/platform/config/env';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The configured keys; a deployment (production with public hosts) never accepts the development keys. */
export function integrationKeys(config = env()): Partial<Record<TenantKey, string>> {
  const deployment = config.NODE_ENV === 'production' && Object.keys(config.TENANT_BASE_URLS).length > 0;
  const keys: Partial<Record<TenantKey, string>> = {};
  for (const [tenant, key] of Object.entries(config.INTEGRATION_API_KEYS))
    if (isTenantKey(tenant) && !(deployment && devIntegrationApiKeys.includes(key))) keys[tenant] = key;
  return keys;
}

export function tenantOfKey(presented: string, keys = integrationKeys()): TenantKey | null {
  const given = digest(presented);
  let match: TenantKey | null = null;
  for (const tenant of tenantKeys) {
    const key = keys[tenant];
    // Every tenant is compared, match or not, so the time taken says nothing about which key was close.
    if (key && timingSafeEqual(given, digest(key)) && match === null) match = tenant;
  }
  return match;
}

/** The shop the request's key belongs to, or null (no key, wrong key). */
export function integrationShop(request: Request): ShopContext | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S{1,200})$/i.exec(header);
  if (!match) return null;
  const tenant = tenantOfKey(match[1]!);
  return tenant ? shopContext(tenant, getTenant(tenant).locales[0]) : null;
}
