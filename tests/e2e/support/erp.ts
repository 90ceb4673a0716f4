// The integration API as the ERP calls it, with a tenant's development key (docs/orders.md).
import { expect, type APIRequestContext } from '@playwright/test';
import { languageOf } from '../../../src/platform/i18n/locales';
import type { Shop } from './shops';

/** The Authorization header of the tenant's development ERP key (local demo configuration). */
export const erpHeaders = (tenant: string) => ({ authorization: `Bearer dev-only-erp-key-${tenant}-0123456789` });

const variantsQuery = `query V($sku: String!) { product(sku: $sku) { variants { variantSku } } }`;

/**
 * The warehouse restocks every variant of the first search result for `term`, as the ERP does through the stock
 * endpoint (which revalidates the product's cached pages). For a test that buys that result through the pages: the
 * browser tests share one shop, and others buy the same popular article in parallel until a size is sold out.
 */
export async function restockFirstResult(request: APIRequestContext, shop: Shop, term: string, stock = 500): Promise<void> {
  const params = new URLSearchParams({ q: term, lang: languageOf(shop.locale) });
  const search = await request.get(`${shop.origin}/api/search/searchv2?${params}`);
  expect(search.ok()).toBe(true);
  const [first] = ((await search.json()) as { products: { sku: string }[] }).products;
  expect(first, `a search result for "${term}" in ${shop.locale}`).toBeDefined();
  const detail = await request.post(`${shop.origin}/api/gateway`, {
    headers: { 'x-shop-csrf': '1', origin: shop.origin },
    data: { query: variantsQuery, variables: { sku: first!.sku } },
  });
  const { variants } = ((await detail.json()) as { data: { product: { variants: { variantSku: string }[] } } }).data.product;
  const restocked = await request.put(`${shop.origin}/api/integration/v1/stock`, {
    headers: erpHeaders(shop.tenant),
    data: { items: variants.map(({ variantSku }) => ({ variantSku, stock })) },
  });
  expect(restocked.status()).toBe(200);
}
