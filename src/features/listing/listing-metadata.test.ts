import { describe, expect, it } from 'vitest';
import type { CategoryPage } from '@/commerce/catalog/find-category-by-path';
import { shopContext } from '@/commerce/tenant/shop-context';
import { categoryAlternates } from './listing-metadata';
import type { ListingParams } from './listing-params';

const shoes: CategoryPage = {
  id: 'damen-schuhe',
  name: 'Schuhe',
  slugPath: 'damen/schuhe',
  description: null,
  rule: null,
  ancestors: [],
  children: [],
  slugPaths: { 'de-CH': 'damen/schuhe', 'fr-CH': 'femme/chaussures' },
};
const plain: ListingParams = { q: null, page: 1, sort: 'relevance', filters: {} };
const ch = shopContext('ch', 'fr-CH');

describe('categoryAlternates', () => {
  it("points hreflang at the category's own slug path in each language of the tenant", () => {
    const { alternates, robots } = categoryAlternates(ch, { ...shoes, slugPath: 'femme/chaussures' }, plain);
    expect(alternates).toEqual({
      canonical: 'http://ch.localhost:3000/fr/c/femme/chaussures',
      languages: { 'de-CH': 'http://ch.localhost:3000/c/damen/schuhe', 'fr-CH': 'http://ch.localhost:3000/fr/c/femme/chaussures' },
    });
    expect(robots).toBeUndefined();
  });

  it('keeps page 2 and later indexable under their own URL', () => {
    const { alternates, robots } = categoryAlternates(shopContext('ch', 'de-CH'), shoes, { ...plain, page: 3 });
    expect(alternates?.canonical).toBe('http://ch.localhost:3000/c/damen/schuhe?page=3');
    expect(alternates?.languages).toMatchObject({ 'fr-CH': 'http://ch.localhost:3000/fr/c/femme/chaussures?page=3' });
    expect(robots).toBeUndefined();
  });

  it('marks filtered and re-sorted views noindex and points them at the plain listing', () => {
    for (const params of [
      { ...plain, page: 2, filters: { brand: ['Laufwerk'] } },
      { ...plain, sort: 'price-asc' as const },
    ]) {
      const { alternates, robots } = categoryAlternates(shopContext('ch', 'de-CH'), shoes, params);
      expect(alternates?.canonical).toBe('http://ch.localhost:3000/c/damen/schuhe');
      expect(robots).toEqual({ index: false, follow: true });
    }
  });

  it('leaves out languages without a slug path', () => {
    const { alternates } = categoryAlternates(shopContext('ch', 'de-CH'), { ...shoes, slugPaths: { 'de-CH': 'damen/schuhe' } }, plain);
    expect(Object.keys(alternates?.languages ?? {})).toEqual(['de-CH']);
  });
});
