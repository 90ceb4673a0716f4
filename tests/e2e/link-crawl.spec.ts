// Every link the shop renders leads to a page that works, in every shop and locale: the links of the home page
// (header, menus, teasers, hero, tiles, carousels, brand strip, banners, footer menu from content), of the mobile menu, of the sitemap (every page and category, the first products
// of each product sitemap) and of the service and content pages the sitemap lists. A page that is not built yet must not be linked; this test keeps it so.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { shops, type Shop } from './support/shops';

/** Same-shop links: absolute paths or URLs on the shop's own origin, without fragments; API and asset paths aside. */
async function pageLinks(page: Page, s: Shop): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === s.origin && !url.pathname.startsWith('/api/'))
    .map((url) => `${url.pathname}${url.search}`);
}

async function sitemapLinks(request: APIRequestContext, s: Shop): Promise<string[]> {
  const locs = async (path: string) =>
    [...(await (await request.get(`${s.origin}${path}`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => m[1]!,
    );
  const links: string[] = [];
  for (const file of await locs('/sitemap.xml')) {
    const path = new URL(file).pathname;
    const urls = await locs(path);
    // Product sitemaps hold thousands of pages built by one route: their first ones stand for the rest.
    links.push(...(path.includes('/products-') ? urls.slice(0, 3) : urls));
  }
  return links.map((u) => new URL(u)).map((url) => `${url.pathname}${url.search}`);
}

/** The links inside the shop's own pages of the sitemap (service, legal, content): a second level of the crawl. */
async function linksOnPages(request: APIRequestContext, s: Shop, paths: string[]): Promise<string[]> {
  const links: string[] = [];
  for (const path of paths.filter((p) => !/\/(p|c)\//.test(p))) {
    const html = await (await request.get(`${s.origin}${path}`)).text();
    for (const [, href] of html.matchAll(/<a\b[^>]*\shref="(\/[^"#]*)/g))
      if (!href!.startsWith('//') && !href!.startsWith('/api/')) links.push(href!.replaceAll('&amp;', '&'));
  }
  return links;
}

async function brokenLinks(request: APIRequestContext, s: Shop, paths: Iterable<string>): Promise<string[]> {
  const broken: string[] = [];
  for (const path of paths) {
    const response = await request.get(`${s.origin}${path}`, { maxRedirects: 5 });
    if (response.status() >= 400) broken.push(`${path} → ${response.status()}`);
  }
  return broken;
}

for (const s of shops) {
  test(`every link of the home page, the mobile menu and the sitemap works in ${s.tenant}/${s.locale}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const links = new Set<string>();
    await page.goto(s.url('/'));
    for (const link of await pageLinks(page, s)) links.add(link);

    await page.setViewportSize({ width: 360, height: 800 });
    const menuButton = page.getByRole('banner').getByRole('button', { expanded: false }).first();
    if (await menuButton.isVisible()) {
      await menuButton.click();
      for (const link of await pageLinks(page, s)) links.add(link);
    }
    const sitemap = await sitemapLinks(request, s);
    for (const link of sitemap) links.add(link);
    // The second level: links on the sitemap's pages and on the content pages the home page leads to (footer menu,
    // teasers, /storefront, /special/*), so content links on pages outside the sitemap are crawled too.
    const contentPages = [...links].filter((link) => !sitemap.includes(link) && !link.includes('?'));
    for (const link of await linksOnPages(request, s, [...sitemap, ...contentPages])) links.add(link);

    expect(links.size, 'the crawl found the shop’s links').toBeGreaterThan(20);
    expect(await brokenLinks(request, s, links)).toEqual([]);
  });
}
