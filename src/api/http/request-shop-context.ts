// The shop context of an API request: from the proxy's headers, else resolved from Host and ?lang (direct calls).
import { resolveTenant } from '@/commerce/tenant/resolve-tenant';
import { parseShopContext, shopContext, type ShopContext } from '@/commerce/tenant/shop-context';
import { getTenant } from '@/commerce/tenant/tenants';
import { env } from '@/platform/config/env';
import { languageOf } from '@/platform/i18n/locales';
import { readContextHeaders } from '@/platform/http/request-context';
import { loggerFor } from '@/platform/logging/logger';
import type { Logger } from 'pino';

export interface RequestScope {
  shop: ShopContext;
  requestId: string;
  log: Logger;
}

export function requestScope(request: Request): RequestScope {
  const headers = readContextHeaders(request.headers);
  let shop = parseShopContext(headers.tenant, headers.locale);
  if (!shop) {
    const { tenant } = resolveTenant(request.headers.get('host'), env().TENANT_BASE_URLS);
    const lang = new URL(request.url).searchParams.get('lang')?.slice(0, 2).toLowerCase();
    const locales = getTenant(tenant).locales;
    shop = shopContext(tenant, locales.find((l) => languageOf(l) === lang) ?? locales[0]);
  }
  const log = loggerFor({ requestId: headers.requestId, tenant: shop.tenant.key, locale: shop.locale });
  return { shop, requestId: headers.requestId, log };
}
