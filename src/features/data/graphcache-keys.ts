// How graphcache identifies entities (SPEC §3). Only the types named here are normalized; every other type is
// embedded in its parent, even one with an `id` field, so two answers never merge by accident.
import type { Data, KeyGenerator, KeyingConfig } from '@urql/exchange-graphcache';

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
