import { cacheExchange } from '@urql/exchange-graphcache';
import { Client, fetchExchange, gql } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { graphcacheKeys, graphcacheResolvers } from './graphcache-keys';

const keyOf = (data: Record<string, unknown>) => graphcacheKeys[data.__typename as string]!({ __typename: data.__typename as string, ...data });

describe('graphcacheKeys (SPEC §3)', () => {
  it('keys products and their SEO data by sku', () => {
    expect(keyOf({ __typename: 'Product', sku: '4711', id: 'x' })).toBe('4711');
    expect(keyOf({ __typename: 'ProductSeo', sku: '4711' })).toBe('4711');
  });

  it('keys a sorting order by its key', () => {
    expect(keyOf({ __typename: 'SortingOrder', key: 'price-asc' })).toBe('price-asc');
  });

  it('gives the basket and the wishlist one fixed key each', () => {
    expect(keyOf({ __typename: 'Basket', id: 'b-1' })).toBe('Basket');
    expect(keyOf({ __typename: 'Basket', id: 'b-2' })).toBe('Basket');
    expect(keyOf({ __typename: 'Wishlist' })).toBe('Wishlist');
  });

  it('keys no other type, not even one with an id', () => {
    expect(keyOf({ __typename: 'Price', id: 'p-1', amount: 1999 })).toBeNull();
    expect(keyOf({ __typename: 'BasketLineItem', id: 'l-1' })).toBeNull();
  });

  it('keys nothing when the key field was not selected', () => {
    expect(keyOf({ __typename: 'Product', name: 'Sofa' })).toBeNull();
  });
});

describe('mergeRatingPages (SPEC §3)', () => {
  const RatingsQuery = gql`
    query Ratings($sku: String!, $stars: Int, $sort: ReviewSort, $page: Int) {
      ratings(sku: $sku, stars: $stars, sort: $sort, page: $page) {
        page
        hasMore
        reviews {
          id
          title
        }
      }
    }
  `;
  const reviewsOf = (...ids: number[]) => ids.map((id) => ({ __typename: 'Review', id: String(id), title: `R${id}` }));
  const answer = (page: number, hasMore: boolean, ...ids: number[]) => ({
    data: { ratings: { __typename: 'Ratings', page, hasMore, reviews: reviewsOf(...ids) } },
  });

  const keyOfVars = (v: Record<string, unknown>) => JSON.stringify(Object.keys(v).sort().map((k) => [k, v[k]]));

  function gateway(answers: Record<string, unknown>) {
    const calls: Record<string, unknown>[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const variables = JSON.parse(new URL(String(input), 'http://x').searchParams.get('variables') ?? '{}');
      calls.push(variables);
      return Response.json(answers[keyOfVars(variables)] ?? { data: { ratings: null } });
    });
    const client = new Client({
      url: '/api/gateway',
      fetch: fetch as unknown as typeof globalThis.fetch,
      exchanges: [cacheExchange({ keys: graphcacheKeys, resolvers: graphcacheResolvers }), fetchExchange],
    });
    return { client, calls };
  }

  const vars = (page: number, extra: Record<string, unknown> = {}) => ({ sku: '4711', sort: 'NEWEST', page, ...extra });
  const titles = (result: { data?: { ratings: { reviews: { title: string }[] } } }) => result.data!.ratings.reviews.map((r) => r.title);

  it('shows the reviews of every cached page up to the one asked for, fetching only the new page', async () => {
    const { client, calls } = gateway({
      [keyOfVars(vars(1))]: answer(1, true, 1, 2),
      [keyOfVars(vars(2))]: answer(2, true, 3, 4),
      [keyOfVars(vars(3))]: answer(3, false, 5),
    });
    expect(titles(await client.query(RatingsQuery, vars(1)).toPromise())).toEqual(['R1', 'R2']);
    expect(titles(await client.query(RatingsQuery, vars(2)).toPromise())).toEqual(['R1', 'R2', 'R3', 'R4']);
    const third = await client.query(RatingsQuery, vars(3)).toPromise();
    expect(titles(third)).toEqual(['R1', 'R2', 'R3', 'R4', 'R5']);
    expect(third.data!.ratings.hasMore).toBe(false);
    expect(calls).toHaveLength(3);
    // Asking for page 1 again reads only page 1 from the cache.
    expect(titles(await client.query(RatingsQuery, vars(1)).toPromise())).toEqual(['R1', 'R2']);
    expect(calls).toHaveLength(3);
  });

  it('keeps the lists of other products, star filters and orders apart', async () => {
    const { client } = gateway({
      [keyOfVars(vars(1))]: answer(1, true, 1, 2),
      [keyOfVars(vars(1, { stars: 5 }))]: answer(1, true, 7),
      [keyOfVars(vars(2, { stars: 5 }))]: answer(2, false, 8),
      [keyOfVars(vars(2, { sort: 'HELPFUL' }))]: answer(2, false, 9),
      [keyOfVars(vars(2, { sku: '4712' }))]: answer(2, false, 10),
    });
    await client.query(RatingsQuery, vars(1)).toPromise();
    await client.query(RatingsQuery, vars(1, { stars: 5 })).toPromise();
    expect(titles(await client.query(RatingsQuery, vars(2, { stars: 5 })).toPromise())).toEqual(['R7', 'R8']);
    expect(titles(await client.query(RatingsQuery, vars(2, { sort: 'HELPFUL' })).toPromise())).toEqual(['R9']);
    expect(titles(await client.query(RatingsQuery, vars(2, { sku: '4712' })).toPromise())).toEqual(['R10']);
  });

  it('shows a review that moved to the next page only once', async () => {
    const { client } = gateway({
      [keyOfVars(vars(1))]: answer(1, true, 3, 2),
      // A new review arrived between the two requests and pushed review 2 onto page 2.
      [keyOfVars(vars(2))]: answer(2, false, 2, 1),
    });
    await client.query(RatingsQuery, vars(1)).toPromise();
    expect(titles(await client.query(RatingsQuery, vars(2)).toPromise())).toEqual(['R3', 'R2', 'R1']);
  });

  it('merges the pages of Product.ratings the same way, per product', async () => {
    const ProductRatings = gql`
      query ProductRatings($sku: String!, $page: Int) {
        product(sku: $sku) {
          sku
          ratings(page: $page) {
            sku
            page
            hasMore
            reviews {
              id
              title
            }
          }
        }
      }
    `;
    const productAnswer = (sku: string, page: number, ...ids: number[]) => ({
      data: { product: { __typename: 'Product', sku, ratings: { __typename: 'Ratings', sku, page, hasMore: page < 2, reviews: reviewsOf(...ids) } } },
    });
    const { client } = gateway({
      [keyOfVars({ sku: '4711', page: 1 })]: productAnswer('4711', 1, 1, 2),
      [keyOfVars({ sku: '4711', page: 2 })]: productAnswer('4711', 2, 3),
      [keyOfVars({ sku: '4712', page: 2 })]: productAnswer('4712', 2, 9),
    });
    const titlesOf = (r: { data?: { product: { ratings: { reviews: { title: string }[] } } } }) => r.data!.product.ratings.reviews.map((x) => x.title);
    await client.query(ProductRatings, { sku: '4711', page: 1 }).toPromise();
    expect(titlesOf(await client.query(ProductRatings, { sku: '4711', page: 2 }).toPromise())).toEqual(['R1', 'R2', 'R3']);
    expect(titlesOf(await client.query(ProductRatings, { sku: '4712', page: 2 }).toPromise())).toEqual(['R9']);
  });
});
