// How graphcache identifies entities (SPEC §3). Only the types named here are normalized; every other type is
// embedded in its parent, even one with an `id` field, so two answers never merge by accident.
import type { Cache, Data, KeyGenerator, KeyingConfig, Resolver, ResolverConfig } from '@urql/exchange-graphcache';

const byField =
  (field: string): KeyGenerator =>
  (data: Data) => {
    const value = data[field];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  };

/** The one basket and the one wishlist of the session: every answer updates the same cache entry. */
const fixed =
  (key: string): KeyGenerator =>
  () =>
    key;

export const entityKeys: KeyingConfig = {
  Product: byField('sku'),
  ProductSeo: byField('sku'),
  SortingOrder: byField('key'),
  Basket: fixed('Basket'),
  Wishlist: fixed('Wishlist'),
};

const embedded: KeyGenerator = () => null;

/**
 * The keys option for graphcache: `entityKeys`, and `() => null` for any other type name. The fallback is what
 * tells graphcache "no key on purpose", so it neither guesses from `id` nor warns about a missing key.
 */
export const graphcacheKeys: KeyingConfig = new Proxy(entityKeys, {
  get: (keys, typename) => (typeof typename === 'string' ? (keys[typename] ?? embedded) : undefined),
});

/** The arguments that make two `ratings` queries pages of one list: product, star filter and order. */
function sameReviewList(a: Record<string, unknown> | null, b: Record<string, unknown> | null): boolean {
  return (
    a?.sku === b?.sku &&
    (a?.stars ?? null) === (b?.stars ?? null) &&
    (a?.sort ?? 'NEWEST') === (b?.sort ?? 'NEWEST')
  );
}

const pageOf = (args: Record<string, unknown> | null) => (typeof args?.page === 'number' ? args.page : 1);

/** Where `ratings` fields can live: the root query, and the product (by the list's sku) for `Product.ratings`. */
function ratingOwners(cache: Cache, ratingsKey: string): string[] {
  const sku = cache.resolve(ratingsKey, 'sku');
  const product = typeof sku === 'string' ? cache.keyOfEntity({ __typename: 'Product', sku }) : null;
  return product ? ['Query', product] : ['Query'];
}

/**
 * SPEC §3: the rating query merges review lists across cached rating queries for a product id and an optional
 * filter. `Ratings.reviews` of page n reads as the reviews of every cached page 1…n of the same product, star filter
 * and order, in page order, so "load more" only fetches the next page and shows all pages so far. Works for
 * `Query.ratings(sku: …)` and for `Product.ratings` (which must select `sku`).
 */
export const mergeRatingPages: Resolver = (_parent, _args, cache: Cache, info) => {
  for (const owner of ratingOwners(cache, info.parentKey)) {
    const ratingFields = cache.inspectFields(owner).filter((field) => field.fieldName === 'ratings');
    const current = ratingFields.find((field) => cache.resolve(owner, field.fieldKey) === info.parentKey);
    if (!current) continue;
    const lastPage = pageOf(current.arguments);
    const pages = ratingFields
      .filter((field) => sameReviewList(field.arguments, current.arguments) && pageOf(field.arguments) <= lastPage)
      .sort((a, b) => pageOf(a.arguments) - pageOf(b.arguments))
      .map((field) => cache.resolve(owner, field.fieldKey));
    return mergeReviewLinks(cache, pages);
  }
  return cache.resolve(info.parentKey, info.parentFieldKey);
};

function mergeReviewLinks(cache: Cache, pageRecords: unknown[]): string[] {
  const seen = new Set<unknown>();
  const merged: string[] = [];
  for (const record of pageRecords) {
    const links = typeof record === 'string' ? cache.resolve(record, 'reviews') : null;
    if (!Array.isArray(links)) continue;
    for (const link of links) {
      if (typeof link !== 'string') continue;
      // A review written meanwhile shifts the pages; one that appears on two pages is shown once.
      const id = cache.resolve(link, 'id') ?? link;
      if (seen.has(id)) continue;
      seen.add(id);
      merged.push(link);
    }
  }
  return merged;
}

export const graphcacheResolvers: ResolverConfig = {
  Ratings: { reviews: mergeRatingPages },
};
