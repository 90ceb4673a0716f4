import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFixtureCatalog } from '@/commerce/search/search-factories';
import { closeDatabase, setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { getFilter, getSearchV2, getSeo, getSuggest } from './search-endpoints';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await writeFixtureCatalog(database.db, 'de');
  await writeFixtureCatalog(database.db, 'ch', { skuPrefix: '2' });
  setDatabase(database);
});
afterAll(() => closeDatabase());

const request = (path: string, host = 'localhost') => new Request(`http://localhost${path}`, { headers: { host } });
async function call(handler: (r: Request) => Promise<Response>, path: string, host?: string) {
  const response = await handler(request(path, host));
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) };
}
const searchv2 = (query: string, host?: string) => call(getSearchV2, `/api/search/searchv2?${query}`, host);

describe('GET /api/search/searchv2', () => {
  it('answers products with sku, name, url and formatted price, the total and facets', async () => {
    const { status, headers, body } = await searchv2('q=Sneaker');
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    const leon = body.products.find((p: { sku: string }) => p.sku === '1000001');
    expect(leon).toMatchObject({
      name: 'Sneaker Leon',
      brand: 'Lindqvist',
      url: '/p/sneaker-leon-1000001',
      price: { amount: 7999, currency: 'EUR', formatted: '79,99\u00a0€' },
      available: true,
    });
    expect(body.facets.colour.find((c: { value: string }) => c.value === 'weiss')).toMatchObject({ label: 'Weiß', count: 1 });
    expect(body).toMatchObject({ page: 1, pageSize: 24, sort: 'relevance', term: 'Sneaker', correctedFrom: null });
    expect(headers.get('cache-control')).toContain('public');
    expect(headers.get('set-cookie')).toBeNull();
  });

  it('refuses an empty term with 400 and the spec message, in the shop’s language', async () => {
    for (const q of ['', 'q=', 'q=%20%20%20', 'q=%00%01']) {
      const { status, body } = await searchv2(q);
      expect(status).toBe(400);
      expect(body).toEqual({ code: 'SEARCH_TERM_EMPTY', message: 'Bitte gib zunächst Deinen Suchbegriff ein.' });
    }
    const french = await searchv2('q=&lang=fr', 'ch.localhost');
    expect(french.status).toBe(400);
    expect(french.body.message).not.toBe('Bitte gib zunächst Deinen Suchbegriff ein.');
  });

  it('searches the first words of a 10,000-character term', async () => {
    const { status, body } = await searchv2(`q=${encodeURIComponent(`Sneaker ${'x'.repeat(10_000)}`)}`);
    expect(status).toBe(200);
    expect(body.term).toBe('Sneaker');
    expect(body.correctedFrom.length).toBeLessThanOrEqual(100);
  });

  it('never echoes markup from the term', async () => {
    const { status, text, body } = await searchv2(`q=${encodeURIComponent('<script>alert(1)</script> Sofa')}`);
    expect(status).toBe(200);
    expect(text).not.toContain('<script');
    expect(text).not.toContain('<');
    expect(body.total).toBeGreaterThan(0);
  });

  it('treats SQL in the term as words', async () => {
    const { status, body } = await searchv2(`q=${encodeURIComponent("' OR 1=1 --")}`);
    expect(status).toBe(200);
    expect(body.total).toBe(0);
  });

  it('answers out-of-range and malformed pages with a safe page', async () => {
    expect((await searchv2('q=Sneaker&page=-1')).body).toMatchObject({ page: 1, total: 3 });
    expect((await searchv2('q=Sneaker&page=abc')).body.page).toBe(1);
    const far = await searchv2('q=Sneaker&page=99999');
    expect(far.status).toBe(200);
    expect(far.body).toMatchObject({ page: 1000, products: [], total: 3 });
  });

  it('falls back to relevance for an unknown sort and ignores unknown facet values', async () => {
    const { status, body } = await searchv2('q=Sneaker&sort=cheapest&colour=plaid&brand=Gibtsnicht&size=%3Cb%3E&priceMin=abc&ratingMin=9');
    expect(status).toBe(200);
    expect(body).toMatchObject({ sort: 'relevance', total: 3 });
  });

  it('applies filters and sorting', async () => {
    const { body } = await searchv2('q=Schuhe&colour=schwarz&sort=price-asc&priceMax=100');
    expect(body.products.map((p: { sku: string }) => p.sku)).toEqual(['1000002', '1000003']);
  });

  it('never shows another tenant’s products', async () => {
    const de = await searchv2('q=Sneaker%20Sofa%20Sale');
    const ch = await searchv2('q=Sneaker', 'ch.localhost');
    expect(de.body.products.every((p: { sku: string }) => p.sku.startsWith('1'))).toBe(true);
    expect(ch.body.products.map((p: { sku: string }) => p.sku).sort()).toEqual(['2000001', '2000002', '2000003']);
    expect(ch.body.products[0].price.currency).toBe('CHF');
    const other = await searchv2('q=2000001');
    expect(other.body.total).toBe(0);
  });

  it('answers French texts and URLs for the French locale of the Swiss shop', async () => {
    const { body } = await searchv2('q=baskets%20femme&lang=fr', 'ch.localhost');
    expect(body.products.map((p: { name: string }) => p.name)).toContain('Baskets Leon');
    expect(body.products[0].url).toMatch(/^\/fr\/p\//);
  });
});

describe('GET /api/search/filter and /seo', () => {
  it('answers the facets of a category page', async () => {
    const { status, body } = await call(getFilter, '/api/search/filter?category=schuhe&brand=Lindqvist');
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.facets.brand.find((b: { value: string }) => b.value === 'Castellan').count).toBe(2);
    expect(body.products).toBeUndefined();
  });

  it('answers 404 with a message for an unknown category', async () => {
    const { status, body } = await call(getFilter, '/api/search/filter?category=gibts-nicht');
    expect(status).toBe(404);
    expect(body.code).toBe('SEARCH_CATEGORY_UNKNOWN');
    expect(body.message).toBeTruthy();
  });

  it('describes a search page, noindex when its results are thin', async () => {
    const rich = await call(getSeo, '/api/search/seo?q=Schuhe');
    expect(rich.body).toMatchObject({ canonical: '/s?q=Schuhe', noindex: false, total: 7 });
    expect(rich.body.title).toContain('Schuhe');
    const thin = await call(getSeo, '/api/search/seo?q=Mila');
    expect(thin.body).toMatchObject({ noindex: true, total: 1 });
  });

  it('marks a partial result as such and keeps its page out of the index', async () => {
    // No sofa is made of oak: the three sofas are the near answer, not an answer to the term.
    const search = await call(getSearchV2, '/api/search/searchv2?q=Sofa%20Eiche');
    expect(search.body).toMatchObject({ total: 3, partial: true });
    const exact = await call(getSearchV2, '/api/search/searchv2?q=Sofa');
    expect(exact.body).toMatchObject({ partial: false });
    const seo = await call(getSeo, '/api/search/seo?q=Sofa%20Eiche');
    expect(seo.body).toMatchObject({ noindex: true, total: 3 });
  });

  it('describes a category page with its canonical path', async () => {
    const { body } = await call(getSeo, '/api/search/seo?category=schuhe-damen');
    expect(body).toMatchObject({ canonical: '/c/schuhe/damenschuhe', noindex: false });
    expect(body.title).toContain('Damenschuhe');
  });
});

describe('GET /api/search/suggest', () => {
  it('suggests terms, categories with URLs, brands and products', async () => {
    const { status, headers, body } = await call(getSuggest, '/api/search/suggest?q=snea');
    expect(status).toBe(200);
    expect(body.terms[0]).toEqual({ text: 'Sneaker', url: '/s?q=Sneaker' });
    expect(body.categories[0]).toMatchObject({ name: 'Sneaker', parents: ['Schuhe', 'Damenschuhe'], url: '/c/schuhe/damenschuhe/sneaker' });
    expect(body.products.length).toBe(3);
    expect(headers.get('cache-control')).toContain('public');
  });

  it('answers nothing for a term too short or empty', async () => {
    for (const q of ['', 's', '%3C%3E']) {
      const { status, body } = await call(getSuggest, `/api/search/suggest?q=${q}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ terms: [], categories: [], brands: [], products: [] });
    }
  });
});
