import 'server-only';
// What the layout hands the visitor layers: the same for every visitor of a shop and locale, so the cached page
// stays one page (decision 0048). The other shops come from the shell's country list (their homes, default locale).
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { env } from '@/platform/config/env';
import { buildPath } from '@/platform/routing/router';
import type { GeoShop } from './geo-country-dialog';
import type { VisitorLayersProps } from './visitor-layers';

export function visitorLayersProps(shop: ShopContext, countryShops: GeoShop[]): VisitorLayersProps {
  const { tenant, locale } = shop;
  const appLink = env().APP_LINKS[tenant.key];
  return {
    geoShops: tenant.flags.geoCountryLayer ? countryShops : null,
    app: appLink ? { brand: tenant.brand, href: appLink } : null,
    checkoutPath: buildPath('/checkout', locale, tenant.locales),
  };
}
