import { describe, expect, it } from 'vitest';
import { graphcacheKeys } from './graphcache-keys';

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
