import 'server-only';
// Tenant of a request the proxy does not see (robots.txt, sitemaps: paths with a file extension).
import { resolveTenant } from '@/commerce/tenant/resolve-tenant';
import { getTenant, type Tenant } from '@/commerce/tenant/tenants';
import { env } from '@/platform/config/env';

export function tenantOfRequest(request: Request): Tenant {
  return getTenant(resolveTenant(request.headers.get('host'), env().TENANT_BASE_URLS).tenant);
}
