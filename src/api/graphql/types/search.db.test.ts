import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFixtureCatalog } from '@/commerce/search/search-factories';
import { closeDatabase, setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { gateway } from '../yoga';

const SearchQuery = `query Search($input: SearchInput!) {
  searchProducts(input: $input) {
    total page pageSize term correctedFrom sort
    products { sku name brand url price { amount currency formatted } struckPrice { amount } unitPrice { unit per price { amount } } available colours image { path } }
    facets { brand { value label count selected } colour { value label count } size { value } price { min max } rating { value count } }
    sortingOrders { key label }
  }
}`;

async function search(input: Record<string, unknown>, host = 'localhost') {
  const response = await gateway.fetch('http://localhost/api/gateway', {
    method: 'POST',
    headers: { 'content-type': 'application/json', host },
    body: JSON.stringify({ query: SearchQuery, variables: { input } }),
  });
  return response.json();
}

describe('searchProducts (gateway)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    setDatabase(database);
    await writeFixtureCatalog(database.db, 'de');
    await writeFixtureCatalog(database.db, 'nl', { skuPrefix: '3' });
  });
  afterAll(() => closeDatabase());

  it('answers hits, facets and the sorting orders keyed by key', async () => {
    const { data, errors } = await search({ q: 'Snaeker', brand: ['Lindqvist'] });
    expect(errors).toBeUndefined();
    const result = data.searchProducts;
    expect(result).toMatchObject({ total: 2, term: 'Sneaker', correctedFrom: 'Snaeker', sort: 'relevance', page: 1, pageSize: 24 });
    expect(result.products[0]).toMatchObject({ brand: 'Lindqvist', url: expect.stringMatching(/^\/p\/.+-100000[13]$/), available: true });
    expect(result.facets.brand.find((b: { value: string }) => b.value === 'Lindqvist')).toMatchObject({ selected: true, count: 2 });
    expect(result.facets.brand.find((b: { value: string }) => b.value === 'Nordpfad')).toMatchObject({ selected: false, count: 1 });
    expect(result.sortingOrders.map((s: { key: string }) => s.key)).toEqual(['relevance', 'price-asc', 'price-desc', 'newest', 'rating']);
    expect(result.sortingOrders[1].label).toBe('Preis aufsteigend');
  });

  it('lists a category without a term and sorts it', async () => {
    const { data } = await search({ categoryId: 'moebel-wohnzimmer-sofas', sort: 'price-asc' });
    expect(data.searchProducts.products.map((p: { sku: string }) => p.sku)).toEqual(['1000022', '1000020', '1000021']);
  });

  it('refuses an empty search with the coded, localized error', async () => {
    const { data, errors } = await search({ q: '  ' });
    expect(data).toBeNull();
    expect(errors[0]).toMatchObject({ message: 'Bitte gib zunächst Deinen Suchbegriff ein.', extensions: { code: 'SEARCH_TERM_EMPTY' } });
  });

  it('falls back to safe defaults for unknown sort, colours and pages', async () => {
    const { data, errors } = await search({ q: 'Sneaker', sort: 'DROP TABLE', colour: ['plaid'], page: -5 });
    expect(errors).toBeUndefined();
    expect(data.searchProducts).toMatchObject({ sort: 'relevance', page: 1, total: 3 });
  });

  it('answers Dutch texts and only the Dutch shop’s products on the Dutch host', async () => {
    const { data } = await search({ q: 'damesschoenen' }, 'nl.localhost');
    const skus = data.searchProducts.products.map((p: { sku: string }) => p.sku).sort();
    expect(skus).toEqual(['3000001', '3000002', '3000004', '3000005']);
    expect(data.searchProducts.sortingOrders[0].label).not.toBe('Empfehlung');
  });
});
