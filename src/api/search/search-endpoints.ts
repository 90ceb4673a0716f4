// GET /api/search/searchv2, /filter, /seo and /suggest (SPEC §7): tenant and locale from the request, the query
// from the URL (search-params.ts), one use case each, JSON out. Public and briefly cacheable: no personal data.
import { describeSearchPage } from '@/commerce/search/describe-search-page';
import { searchProducts } from '@/commerce/search/search-products';
import { suggest } from '@/commerce/search/suggest-search';
import { limitByAddress } from '@/api/http/limit-request';
import { requestScope } from '@/api/http/request-shop-context';
import { buildPath } from '@/platform/routing/router';
import { errorResponse, publicCache, searchFailure, searchLimit, translator } from './search-http';
import { facetsJson, productJson, searchJson } from './search-json';
import { parseSearchParams } from './search-params';

/** Products, total and facets for a term (and optionally a category and filters). An empty term is a 400. */
export async function getSearchV2(request: Request): Promise<Response> {
  const limited = await limitByAddress(request, searchLimit);
  if (limited) return limited;
  const { shop } = requestScope(request);
  const { term, query } = parseSearchParams(new URL(request.url).searchParams);
  if (!term) return errorResponse('SEARCH_TERM_EMPTY', shop.locale);
  try {
    const result = await searchProducts(shop, query);
    return Response.json(searchJson(shop, result, query.sort), { headers: publicCache });
  } catch (error) {
    return searchFailure(error, shop.locale);
  }
}

/** Facets and total only, for a term or a category page (filter panels that refresh their counts). */
export async function getFilter(request: Request): Promise<Response> {
  const limited = await limitByAddress(request, searchLimit);
  if (limited) return limited;
  const { shop } = requestScope(request);
  const { query } = parseSearchParams(new URL(request.url).searchParams);
  try {
    const result = await searchProducts(shop, { ...query, page: 1, pageSize: 1 });
    return Response.json({ total: result.total, facets: facetsJson(shop, result.facets), term: result.term }, { headers: publicCache });
  } catch (error) {
    return searchFailure(error, shop.locale);
  }
}

/** Title, description, canonical path and robots rule of a search or category page. */
export async function getSeo(request: Request): Promise<Response> {
  const limited = await limitByAddress(request, searchLimit);
  if (limited) return limited;
  const { shop } = requestScope(request);
  const { query } = parseSearchParams(new URL(request.url).searchParams);
  try {
    const page = await describeSearchPage(shop, query);
    const t = translator(shop.locale, 'listing');
    const brand = shop.tenant.brand;
    const body = page.category
      ? {
          title: t('categoryTitle', { name: page.category.name }),
          description: t('categoryDescription', { name: page.category.name, brand }),
          canonical: buildPath('/category/[...path]', shop.locale, shop.tenant.locales, { path: page.category.slugPath.split('/') }),
        }
      : {
          title: t('searchTitle', { term: page.term! }),
          description: t('searchDescription', { term: page.term!, brand }),
          canonical: `${buildPath('/search', shop.locale, shop.tenant.locales)}?${new URLSearchParams({ q: page.term! })}`,
        };
    return Response.json({ ...body, noindex: page.noindex, total: page.total }, { headers: publicCache });
  } catch (error) {
    return searchFailure(error, shop.locale);
  }
}

/** Suggestions while typing: terms, categories (with their URL), brands and a few products. */
export async function getSuggest(request: Request): Promise<Response> {
  const limited = await limitByAddress(request, searchLimit);
  if (limited) return limited;
  const { shop } = requestScope(request);
  const { term } = parseSearchParams(new URL(request.url).searchParams);
  const found = await suggest(shop, term);
  const searchPath = buildPath('/search', shop.locale, shop.tenant.locales);
  return Response.json(
    {
      term: found.term,
      terms: found.terms.map((text) => ({ text, url: `${searchPath}?${new URLSearchParams({ q: text })}` })),
      categories: found.categories.map((c) => ({
        id: c.id,
        name: c.name,
        parents: c.parents,
        url: buildPath('/category/[...path]', shop.locale, shop.tenant.locales, { path: c.slugPath.split('/') }),
      })),
      brands: found.brands.map((name) => ({ name, url: `${searchPath}?${new URLSearchParams({ q: name, brand: name })}` })),
      products: found.products.map((hit) => productJson(shop, hit)),
    },
    { headers: publicCache },
  );
}
