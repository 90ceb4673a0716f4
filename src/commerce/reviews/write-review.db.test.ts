import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviews } from '@/commerce/catalog/catalog.schema';
import { shopContext } from '@/commerce/tenant/shop-context';
import { queryRows } from '@/platform/db/client';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { addProduct } from '@/commerce/catalog/catalog-factories';
import { ReviewError } from './errors';
import { findReviewableProduct, writeReview } from './write-review';

const de = shopContext('de', 'de-DE', () => new Date('2026-11-20T10:00:00Z'));
const actor = { visitorId: '3f2b8c1e-9a4d-4c6b-8e2f-0a1b2c3d4e5f' };
const review = {
  rating: 4,
  title: 'Bequem',
  text: 'Sitzt gut und trägt sich auch nach Stunden angenehm.',
  authorName: 'Anna K.',
};

describe('writeReview', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await addProduct(database.db, { sku: '2000001', name: 'Sneaker Runner' });
    await addProduct(database.db, { sku: '2000002' });
    await addProduct(database.db, { tenantId: 'ch', sku: '2000003' });
    await addProduct(database.db, { sku: '2000004', active: false });
  });
  afterAll(() => database?.close());

  const ratingOf = async (sku: string) => {
    const [row] = await database.db
      .select({ average: products.ratingAverage, count: products.ratingCount })
      .from(products)
      .where(sql`${products.sku} = ${sku}`);
    return row;
  };

  it('publishes a review and recomputes the product rating with it', async () => {
    const first = await writeReview(database.db, de, actor, '2000001', review);
    expect(first).toMatchObject({ status: 'published', spam: null, summary: { average: 4, count: 1 } });
    const second = await writeReview(database.db, de, actor, '2000001', { ...review, rating: 5 });
    expect(second.summary).toMatchObject({ average: 4.5, count: 2 });
    expect(second.summary.histogram).toEqual([
      { stars: 5, count: 1 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ]);
    expect(await ratingOf('2000001')).toEqual({ average: 4.5, count: 2 });
    const [stored] = await database.db
      .select()
      .from(reviews)
      .where(sql`${reviews.id} = ${first.id}`);
    expect(stored).toMatchObject({
      tenantId: 'de',
      locale: 'de-DE',
      verified: false,
      body: review.text,
      createdAt: new Date('2026-11-20T10:00:00Z'),
    });
  });

  it('holds back a review with a link as pending, without counting it in the rating', async () => {
    const written = await writeReview(database.db, de, actor, '2000002', {
      ...review,
      text: 'Viel billiger bei www.example.com, trotzdem gut.',
    });
    expect(written).toMatchObject({ status: 'pending', spam: 'link', summary: { count: 0, average: 0 } });
    expect(await ratingOf('2000002')).toEqual({ average: 0, count: 0 });
  });

  it('stores SQL and markup literally, as text, and the tables survive', async () => {
    const attack = {
      ...review,
      title: "x'); DROP TABLE reviews; --",
      text: '<b>fett</b> "; DELETE FROM products; -- und noch etwas Text',
    };
    const written = await writeReview(database.db, de, actor, '2000001', attack);
    const [stored] = await database.db
      .select()
      .from(reviews)
      .where(sql`${reviews.id} = ${written.id}`);
    expect(stored).toMatchObject({ title: attack.title, body: attack.text });
    expect(await queryRows(database.db, sql`select count(*)::int as n from products`)).toEqual([{ n: 4 }]);
  });

  it('refuses another tenant’s product, an inactive one and an unknown sku alike', async () => {
    for (const sku of ['2000003', '2000004', '9999999']) {
      await expect(writeReview(database.db, de, actor, sku, review)).rejects.toMatchObject({
        code: 'REVIEW_PRODUCT_NOT_FOUND',
      });
    }
  });

  it('refuses input that breaks the rules even when the caller skipped validation', async () => {
    await expect(
      writeReview(database.db, de, actor, '2000001', { ...review, rating: 6 }),
    ).rejects.toBeInstanceOf(ReviewError);
    await expect(
      writeReview(database.db, de, actor, '2000001', { ...review, rating: 2.5 }),
    ).rejects.toMatchObject({ code: 'REVIEW_INVALID' });
  });

  it('finds the reviewable product with its name in the shop language only in its own shop', async () => {
    expect(await findReviewableProduct(database.db, de, '2000001')).toEqual({
      sku: '2000001',
      name: 'Sneaker Runner',
    });
    expect(await findReviewableProduct(database.db, shopContext('ch', 'fr-CH'), '2000003')).toMatchObject({
      name: 'Artikel 2000003 (fr)',
    });
    expect(await findReviewableProduct(database.db, de, '2000003')).toBeNull();
  });
});
