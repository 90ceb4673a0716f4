import 'server-only';
// Loads what the shell shows around every page. A part that fails to load is left out; the page still renders.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { tenantBaseUrl } from '@/commerce/tenant/resolve-tenant';
import { tenantKeys, tenants } from '@/commerce/tenant/tenants';
import { env } from '@/platform/config/env';
import type { CountryShop } from './site-footer';
import type { NavEntry, UspEntry } from './shell-types';

export interface ShellData {
  navigation: NavEntry[];
  usp: UspEntry[];
  countryShops: CountryShop[];
}

function countryShops(shop: ShopContext): CountryShop[] {
  const { TENANT_BASE_URLS, PORT } = env();
  return tenantKeys
    .filter((key) => key !== shop.tenant.key)
    .map((key) => ({ country: tenants[key].country, href: `${tenantBaseUrl(key, TENANT_BASE_URLS, PORT)}/`, hrefLang: tenants[key].locales[0] }));
}

export async function loadShellData(shop: ShopContext): Promise<ShellData> {
  return { navigation: [], usp: [], countryShops: countryShops(shop) };
}
