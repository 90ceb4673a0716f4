'use server';
// 'Mehr laden': the next page of a listing as JSON, appended by the product grid. The shop comes from the
// proxy's headers (never from the client), the query through the same schema as the page's URL.
import { headers } from 'next/headers';
import { z } from 'zod';
import { searchProducts } from '@/commerce/search/search-products';
import { parseShopContext } from '@/commerce/tenant/shop-context';
import { readContextHeaders } from '@/platform/http/request-context';
import { errorFields, loggerFor } from '@/platform/logging/logger';
import { MAX_PAGE, parseListingParams } from './listing-params';
import { productQuery } from './run-listing-search';
import { tileProducts, type TileProduct } from './tile-product';

const inputSchema = z.strictObject({
  categoryId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/).nullable(),
  /** The listing's query string as the page wrote it (listingSearchParams). */
  query: z.string().max(2000),
  page: z.number().int().min(2).max(MAX_PAGE),
});

export type LoadMoreInput = z.input<typeof inputSchema>;
export type LoadMoreResult = { ok: true; hits: TileProduct[]; page: number; total: number } | { ok: false };

export async function loadMoreProducts(input: LoadMoreInput): Promise<LoadMoreResult> {
  const parsed = inputSchema.safeParse(input);
  const context = readContextHeaders(await headers());
  const shop = parseShopContext(context.tenant, context.locale);
  if (!parsed.success || !shop) return { ok: false };
  const { categoryId, query, page } = parsed.data;
  const params = parseListingParams(new URLSearchParams(query));
  if (!categoryId && !params.q) return { ok: false };
  try {
    const result = await searchProducts(shop, productQuery(categoryId, params, page));
    return { ok: true, hits: tileProducts(shop, result.hits), page: result.page, total: result.total };
  } catch (error) {
    loggerFor({ requestId: context.requestId, tenant: shop.tenant.key, locale: shop.locale }).error(
      { ...errorFields(error), categoryId, page },
      'load more: search failed',
    );
    return { ok: false };
  }
}
