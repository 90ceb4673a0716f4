import { servesRoute } from '@/commerce/tenant/served-routes';
import 'server-only';
// sitemap.xml per tenant (sitemaps.org): an index, one file for pages and categories, and product files of 40,000.
import { countSitemapProducts, listCategorySlugPaths, listSitemapProducts, SITEMAP_PAGE_SIZE } from '@/commerce/catalog/list-sitemap-entries';
import { productSlugParam } from '@/commerce/catalog/product-url';
import { linkHref } from '@/commerce/content/link';
import { loadFooterMenu, loadServiceFlyoutMenu } from '@/commerce/content/menu';
import { shopContext } from '@/commerce/tenant/shop-context';
import type { Tenant } from '@/commerce/tenant/tenants';
import type { Db } from '@/platform/db/client';
import { buildPath } from '@/platform/routing/router';
import type { RouteKey } from '@/platform/routing/route-table';
import { tenantOrigin } from './alternates';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const urlset = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((u) => `<url><loc>${escapeXml(u)}</loc></url>`)
    .join('\n')}\n</urlset>\n`;

/** Pages worth indexing besides categories and products. */
const indexedRoutes: RouteKey[] = ['/', '/service', '/service/contact', '/legal/imprint', '/legal/terms', '/legal/privacy', '/legal/withdrawal', '/legal/shipping', '/legal/payment'];

export async function sitemapIndex(db: Db, tenant: Tenant): Promise<string> {
  const origin = tenantOrigin(tenant.key);
  const files = ['pages.xml'];
  for (const locale of tenant.locales) {
    const pages = Math.ceil((await countSitemapProducts(db, tenant.key, locale, tenant.currency)) / SITEMAP_PAGE_SIZE);
    for (let page = 0; page < pages; page++) files.push(`products-${locale}-${page + 1}.xml`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
    .map((f) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${f}`)}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
}

/**
 * The content pages the shop's menus link (footer, service flyout): the CMS pages editors put in front of shoppers
 * (/storefront, /special/…, service pages). Route links are left to the fixed list above (some, like the account,
 * are not for indexing); a link with a query or fragment names a place on a page, not a page.
 */
async function menuContentPaths(tenant: Tenant, locale: Tenant['locales'][number]): Promise<string[]> {
  const shop = shopContext(tenant.key, locale);
  const menus = await Promise.all([loadFooterMenu(shop), loadServiceFlyoutMenu(shop)]);
  return menus
    .flatMap((menu) => menu?.groups ?? [])
    .flatMap((group) => group.links)
    .flatMap(({ href }) => (href.kind === 'path' && !/[?#]/.test(href.path) ? [linkHref(href, shop)] : []));
}

/** A file of the index, or null when the name is none of them. */
export async function sitemapFile(db: Db, tenant: Tenant, file: string): Promise<string | null> {
  const origin = tenantOrigin(tenant.key);
  if (file === 'pages.xml') {
    const urls = new Set<string>();
    for (const locale of tenant.locales) {
      for (const key of indexedRoutes.filter((route) => servesRoute(tenant.flags, route))) urls.add(`${origin}${buildPath(key, locale, tenant.locales)}`);
      for (const path of await menuContentPaths(tenant, locale)) urls.add(`${origin}${path}`);
      for (const slugPath of await listCategorySlugPaths(db, tenant.key, locale)) {
        urls.add(`${origin}${buildPath('/category/[...path]', locale, tenant.locales, { path: slugPath.split('/') })}`);
      }
    }
    return urlset([...urls]);
  }
  const match = /^products-([a-z]{2}-[A-Z]{2})-([1-9][0-9]{0,3})\.xml$/.exec(file);
  const locale = tenant.locales.find((l) => l === match?.[1]);
  if (!match || !locale) return null;
  const rows = await listSitemapProducts(db, tenant.key, locale, tenant.currency, Number(match[2]) - 1);
  if (rows.length === 0) return null;
  return urlset(rows.map((r) => `${origin}${buildPath('/product/[slug]', locale, tenant.locales, { slug: productSlugParam(r.slug, r.sku) })}`));
}

export function robotsTxt(tenant: Tenant): string {
  const origin = tenantOrigin(tenant.key);
  const privatePaths = (['/basket', '/checkout', '/account', '/wishlist', '/paylink', '/password-reset'] as RouteKey[]).flatMap((key) =>
    tenant.locales.map((locale) => buildPath(key, locale, tenant.locales)),
  );
  return [
    'User-agent: *',
    ...[...new Set(privatePaths)].map((p) => `Disallow: ${p}`),
    'Disallow: /api/',
    // Filtered and sorted listings are endless variations of the same products.
    'Disallow: /*?*sort=',
    'Disallow: /*?*brand=',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
