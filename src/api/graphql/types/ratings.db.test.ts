import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '@/commerce/catalog/catalog.schema';
import { closeDatabase, setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { addProduct } from '@/commerce/catalog/catalog-factories';
import { gateway } from '../yoga';

const RatingsQuery = `query Ratings($sku: String!, $stars: Int, $sort: ReviewSort, $page: Int) {
  ratings(sku: $sku, stars: $stars, sort: $sort, page: $page) {
    sku stars sort page pageSize total hasMore
    summary { average count histogram { stars count } }
    reviews { id rating title text authorName helpfulCount createdAt locale }
  }
}`;

async function query(variables: Record<string, unknown>, host = 'localhost') {
  const response = await gateway.fetch('http://localhost/api/gateway', {
    method: 'POST',
    headers: { 'content-type': 'application/json', host },
    body: JSON.stringify({ query: RatingsQuery, variables }),
  });
  return response.json();
}

describe('ratings (gateway)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    setDatabase(database);
    await addProduct(database.db, { sku: '6000001' });
    await database.db.insert(reviews).values(
      Array.from({ length: 25 }, (_, n) => ({
        tenantId: 'de',
        sku: '6000001',
        locale: 'de-DE',
        rating: n % 2 ? 5 : 3,
        title: `Titel ${n}`,
        body: '<b>Text</b> als Text',
        authorName: 'Jo',
        createdAt: new Date(Date.UTC(2026, 9, 1, n)),
      })),
    );
  });
  afterAll(() => closeDatabase());

  it('answers a page with summary, newest first', async () => {
    const { data } = await query({ sku: '6000001' });
    expect(data.ratings).toMatchObject({
      sku: '6000001',
      stars: null,
      sort: 'NEWEST',
      page: 1,
      pageSize: 20,
      total: 25,
      hasMore: true,
    });
    expect(data.ratings.summary).toEqual({
      average: 3.96,
      count: 25,
      histogram: [
        { stars: 5, count: 12 },
        { stars: 4, count: 0 },
        { stars: 3, count: 13 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
    });
    expect(data.ratings.reviews).toHaveLength(20);
    expect(data.ratings.reviews[0]).toMatchObject({
      title: 'Titel 24',
      text: '<b>Text</b> als Text',
      locale: 'de-DE',
    });
  });

  it('filters by stars and pages on', async () => {
    const { data } = await query({ sku: '6000001', stars: 5, sort: 'RATING_ASC', page: 1 });
    expect(data.ratings).toMatchObject({ stars: 5, total: 12, hasMore: false });
    expect((await query({ sku: '6000001', page: 2 })).data.ratings.reviews).toHaveLength(5);
  });

  it('answers null for another shop’s product and an error for bad arguments', async () => {
    expect((await query({ sku: '6000001' }, 'ch.localhost')).data.ratings).toBeNull();
    for (const variables of [
      { sku: "1' OR 1=1" },
      { sku: '6000001', stars: 6 },
      { sku: '6000001', page: 0 },
    ]) {
      const body = await query(variables);
      expect(body.data.ratings).toBeNull();
      expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
  });

  it('answers the same page as Product.ratings', async () => {
    const response = await gateway.fetch('http://localhost/api/gateway', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          '{ product(sku: "6000001") { sku ratings(stars: 3, page: 1) { sku total summary { count } reviews { title } } } }',
      }),
    });
    const { data } = await response.json();
    expect(data.product.ratings).toMatchObject({ sku: '6000001', total: 13, summary: { count: 25 } });
    expect(data.product.ratings.reviews[0].title).toBe('Titel 24');
  });
});
