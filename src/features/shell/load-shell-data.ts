import 'server-only';
// Loads what the shell shows around every page. A part that fails to load is logged and left out (SPEC §8:
// 'Error on initial fetching data'); the page still renders. A complete result is kept 60 s per shop (issue 18:
// initial data cached 60 s); one with a failed part is not kept, so the next render tries again.
import { linkHref, linkServed } from '@/commerce/content/link';
import { loadFooterMenu, loadServiceFlyoutMenu, type Menu } from '@/commerce/content/menu';
import { loadNavigation } from '@/commerce/content/navigation';
import { loadUsp } from '@/commerce/content/usp';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { tenantBaseUrl } from '@/commerce/tenant/resolve-tenant';
import { tenantKeys, tenants } from '@/commerce/tenant/tenants';
import { env } from '@/platform/config/env';
import { TtlCache } from '@/platform/cache/ttl-cache';
import { loadInitialData } from '@/platform/content/load-initial-data';
import type { CountryShop } from './site-footer';
import type { FooterMenu, NavEntry, ServiceMenu, UspEntry } from './shell-types';

export interface ShellData {
  navigation: NavEntry[];
  usp: UspEntry[];
  countryShops: CountryShop[];
  serviceMenu: ServiceMenu;
  footerMenu: FooterMenu;
}

/** A menu's groups with the links to pages the shop serves; groups left without links are dropped. */
function menuGroups(menu: Menu | null | undefined, shop: ShopContext) {
  return (menu?.groups ?? [])
    .map((group) => ({
      title: group.title,
      links: group.links
        .filter((link) => linkServed(link.href, shop))
        .map((link) => ({
          label: link.label,
          href: linkHref(link.href, shop),
          newsletter: link.href.kind === 'route' && link.href.route === '/service/newsletter/subscribe' ? true : undefined,
        })),
    }))
    .filter((group) => group.links.length > 0);
}

function countryShops(shop: ShopContext): CountryShop[] {
  const { TENANT_BASE_URLS, PORT, PUBLIC_PORT } = env();
  return tenantKeys
    .filter((key) => key !== shop.tenant.key)
    .map((key) => ({
      country: tenants[key].country,
      href: `${tenantBaseUrl(key, TENANT_BASE_URLS, PUBLIC_PORT ?? PORT)}/`,
      hrefLang: tenants[key].locales[0],
    }));
}

const SHELL_TTL_MS = 60_000;
const shellCache = new TtlCache<{ data: ShellData; complete: boolean }>({ ttlMs: SHELL_TTL_MS, maxEntries: 20 });

export async function loadShellData(shop: ShopContext): Promise<ShellData> {
  const key = `${shop.tenant.key}/${shop.locale}`;
  const { data, complete } = await shellCache.getOrLoad(key, () => buildShellData(shop));
  if (!complete) shellCache.delete(key);
  return data;
}

async function buildShellData(shop: ShopContext): Promise<{ data: ShellData; complete: boolean }> {
  const data = await loadInitialData({
    navigation: loadNavigation(shop),
    usp: loadUsp(shop),
    serviceMenu: loadServiceFlyoutMenu(shop),
    footerMenu: loadFooterMenu(shop),
  });
  const href = (target: Parameters<typeof linkHref>[0]) => linkHref(target, shop);
  const complete = Object.values(data).every((part) => part !== undefined);
  const shell: ShellData = {
    navigation: (data.navigation?.items ?? []).map((item) => ({
      label: item.label,
      href: href(item.href),
      highlight: item.highlight,
      groups: item.children.map((group) => ({
        label: group.label,
        href: href(group.href),
        links: group.children
          .filter((link) => linkServed(link.href, shop))
          .map((link) => ({ label: link.label, href: href(link.href) })),
      })),
    })),
    usp: (data.usp?.items ?? []).map((item) => ({
      icon: item.icon,
      text: item.text,
      detail: item.detail,
      href: item.href && linkServed(item.href, shop) ? href(item.href) : undefined,
    })),
    countryShops: countryShops(shop),
    serviceMenu: {
      title: data.serviceMenu?.title,
      groups: menuGroups(data.serviceMenu, shop).map(({ title, links }) => ({
        title,
        links: links.map(({ label, href: linkTo }) => ({ label, href: linkTo })),
      })),
    },
    footerMenu: menuGroups(data.footerMenu, shop),
  };
  return { data: shell, complete };
}
