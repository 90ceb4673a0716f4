// The page cache as the ERP sees it: a product page is cached after its first render, and a stock change for one of
// its variants (the integration API's revalidate call) expires exactly that page — the cache tag each page takes
// while rendering (src/platform/cache/tag-cached-page.ts) reaches the page, the next request renders it afresh
// instead of being served the old one (decision 0050), and no other page is thrown away.
import { expect, test } from '@playwright/test';
import { erpHeaders } from './support/erp';
import { shop } from './support/shops';

const de = shop('de-DE');

async function productPaths(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get(`${de.origin}/sitemaps/products-de-DE-1.xml`)).text();
  // Far down the sitemap: pages no other browser test opens, so this test sees their first render.
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/p\/[^<]+)<\/loc>/g)]
    .map((m) => m[1]!)
    .slice(1700, 1702);
}

const cacheState = async (request: import('@playwright/test').APIRequestContext, path: string) =>
  (await request.get(`${de.origin}${path}`)).headers()['x-nextjs-cache'];

/** Requests the page until the cache answers it fresh: the first render, or a background re-render of an entry a
 * build kept from an earlier run (Next's page cache lives in `.next`), has finished. */
async function cachedFresh(
  request: import('@playwright/test').APIRequestContext,
  path: string,
): Promise<void> {
  await expect
    .poll(() => cacheState(request, path), { timeout: 15_000, intervals: [100, 250, 500] })
    .toBe('HIT');
}

test('a revalidate call for a variant has its product page rendered afresh and leaves other pages cached', async ({
  request,
}) => {
  const [target, other] = await productPaths(request);
  for (const path of [target!, other!]) await cachedFresh(request, path);
  const sku = /-(\d+)$/.exec(target!)![1]!;

  const response = await request.post(`${de.origin}/api/integration/v1/cache/revalidate`, {
    headers: erpHeaders('de'),
    data: { variantSkus: [`${sku}-01`] },
  });
  expect(response.status()).toBe(200);
  expect((await response.json()).revalidated).toContain(`product:${sku}`);

  // Not HIT and not STALE (the old page served once more): rendered for this very request.
  expect(['MISS', 'REVALIDATED']).toContain(await cacheState(request, target!));
  expect(await cacheState(request, target!)).toBe('HIT');
  expect(await cacheState(request, other!)).toBe('HIT');
});
