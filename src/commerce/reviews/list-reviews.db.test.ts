import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '@/commerce/catalog/catalog.schema';
import { shopContext } from '@/commerce/tenant/shop-context';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { addProduct } from '@/commerce/catalog/catalog-factories';
import { listReviews } from './list-reviews';

const de = shopContext('de', 'de-DE');
const ch = shopContext('ch', 'de-CH');

describe('listReviews', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await addProduct(database.db, { sku: '3000001' });
    await addProduct(database.db, { tenantId: 'ch', sku: '3000001' });
    const base = new Date('2026-10-01T00:00:00Z').getTime();
    // 45 published reviews: ratings cycle 5,4,3,2,1; review n is n hours newer than the first; helpful = n % 7.
    await database.db.insert(reviews).values(
      Array.from({ length: 45 }, (_, n) => ({
        tenantId: 'de',
        sku: '3000001',
        locale: 'de-DE',
        rating: 5 - (n % 5),
        title: `Bewertung ${n}`,
        body: 'Text der Bewertung, lang genug.',
        authorName: `Person ${n}`,
        helpfulCount: n % 7,
        createdAt: new Date(base + n * 3_600_000),
      })),
    );
    await database.db.insert(reviews).values([
      {
        tenantId: 'de',
        sku: '3000001',
        locale: 'de-DE',
        rating: 1,
        title: 'Spam',
        body: 'www.example.com',
        authorName: 'X',
        status: 'pending',
      },
      {
        tenantId: 'ch',
        sku: '3000001',
        locale: 'fr-CH',
        rating: 2,
        title: 'Bof',
        body: 'Pas terrible du tout.',
        authorName: 'Luc',
      },
    ]);
  });
  afterAll(() => database?.close());

  const list = (query: Partial<Parameters<typeof listReviews>[2]> = {}, shop = de) =>
    listReviews(database.db, shop, { sku: '3000001', stars: null, sort: 'newest', page: 1, ...query });

  it('pages published reviews 20 at a time, newest first, and says whether more follow', async () => {
    const first = await list();
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 45, hasMore: true });
    expect(first!.reviews).toHaveLength(20);
    expect(first!.reviews[0]!.title).toBe('Bewertung 44');
    const third = await list({ page: 3 });
    expect(third!.reviews.map((r) => r.title)).toEqual([
      'Bewertung 4',
      'Bewertung 3',
      'Bewertung 2',
      'Bewertung 1',
      'Bewertung 0',
    ]);
    expect(third!.hasMore).toBe(false);
  });

  it('filters by stars and keeps the summary over all stars', async () => {
    const fours = await list({ stars: 4 });
    expect(fours!.total).toBe(9);
    expect(fours!.reviews.every((r) => r.rating === 4)).toBe(true);
    expect(fours!.summary).toMatchObject({ count: 45, average: 3 });
    expect(fours!.summary.histogram.map((h) => h.count)).toEqual([9, 9, 9, 9, 9]);
  });

  it('sorts by rating both ways and by helpfulness', async () => {
    expect((await list({ sort: 'rating-desc' }))!.reviews.slice(0, 9).every((r) => r.rating === 5)).toBe(
      true,
    );
    expect((await list({ sort: 'rating-asc' }))!.reviews[0]!.rating).toBe(1);
    const helpful = (await list({ sort: 'helpful' }))!.reviews.map((r) => r.helpfulCount);
    expect(helpful.slice(0, 6)).toEqual([6, 6, 6, 6, 6, 6]);
    expect([...helpful].sort((a, b) => b - a)).toEqual(helpful);
  });

  it('never shows pending reviews or another shop’s reviews', async () => {
    const all = await list({ stars: 1, page: 1 });
    expect(all!.reviews.some((r) => r.title === 'Spam')).toBe(false);
    const swiss = await list({}, ch);
    expect(swiss!.reviews.map((r) => [r.title, r.locale])).toEqual([['Bof', 'fr-CH']]);
  });

  it('answers null for a product the shop does not sell', async () => {
    expect(await list({ sku: '9999999' })).toBeNull();
    expect(
      await listReviews(database.db, shopContext('nl', 'nl-NL'), {
        sku: '3000001',
        stars: null,
        sort: 'newest',
        page: 1,
      }),
    ).toBeNull();
  });

  it('clamps a page number out of range instead of failing', async () => {
    expect((await list({ page: 0 }))!.page).toBe(1);
    expect((await list({ page: 10_000 }))!.reviews).toEqual([]);
  });
});
