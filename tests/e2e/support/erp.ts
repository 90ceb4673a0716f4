// The integration API as the ERP calls it, with a tenant's development key (docs/orders.md).
import { expect, type APIRequestContext } from '@playwright/test';
import { devIntegrationApiKeys } from '../../../src/platform/config/env';
import { productVariants, searchHits } from './checkout';
import type { Shop } from './shops';

/** `de=<key>,at=<key>`: the keys the local demo configuration gives the shops. */
const devKeys = new URLSearchParams(devIntegrationApiKeys.replaceAll(',', '&'));

/** The Authorization header of the tenant's development ERP key. */
export const erpHeaders = (tenant: string) => ({ authorization: `Bearer ${devKeys.get(tenant)}` });

/**
 * The warehouse restocks every variant of the first search result for `term`, as the ERP does through the stock
 * endpoint (which revalidates the product's cached pages). For a test that buys that result through the pages: the
 * browser tests share one shop, and others buy the same popular article in parallel until a size is sold out.
 */
export async function restockFirstResult(request: APIRequestContext, shop: Shop, term: string, stock = 500): Promise<void> {
  const [first] = await searchHits(request, shop, term);
  expect(first, `a search result for "${term}" in ${shop.locale}`).toBeDefined();
  const { variants } = await productVariants(request, shop, first!.sku);
  const restocked = await request.put(`${shop.origin}/api/integration/v1/stock`, {
    headers: erpHeaders(shop.tenant),
    data: { items: variants.map(({ variantSku }) => ({ variantSku, stock })) },
  });
  expect(restocked.status()).toBe(200);
}
