import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '@/commerce/catalog/catalog.schema';
import { shopContext } from '@/commerce/tenant/shop-context';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { addProduct } from '@/commerce/catalog/catalog-factories';
import { giveReviewFeedback } from './give-review-feedback';

const de = shopContext('de', 'de-DE');
const anna = { voterId: 'a0000000-0000-4000-8000-000000000001' };
const ben = { voterId: 'b0000000-0000-4000-8000-000000000002' };

describe('giveReviewFeedback', () => {
  let database: TestDatabase;
  let published: number;
  let pending: number;
  let swiss: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    await addProduct(database.db, { sku: '4000001' });
    const values = {
      sku: '4000001',
      locale: 'de-DE',
      rating: 4,
      title: 'Gut',
      body: 'Wirklich gut, gerne wieder.',
      authorName: 'Eva',
    };
    [{ id: published }, { id: pending }, { id: swiss }] = (await database.db
      .insert(reviews)
      .values([
        { ...values, tenantId: 'de' },
        { ...values, tenantId: 'de', status: 'pending' },
        { ...values, tenantId: 'ch', locale: 'de-CH' },
      ])
      .returning({ id: reviews.id })) as [{ id: number }, { id: number }, { id: number }];
  });
  afterAll(() => database?.close());

  it('counts one vote per voter: a repeat changes nothing and answers with the first vote', async () => {
    expect(await giveReviewFeedback(database.db, de, anna, published, true)).toEqual({
      reviewId: published,
      helpfulCount: 1,
      notHelpfulCount: 0,
      vote: 'helpful',
      recorded: true,
    });
    expect(await giveReviewFeedback(database.db, de, anna, published, true)).toMatchObject({
      helpfulCount: 1,
      recorded: false,
    });
    expect(await giveReviewFeedback(database.db, de, anna, published, false)).toMatchObject({
      helpfulCount: 1,
      notHelpfulCount: 0,
      vote: 'helpful',
      recorded: false,
    });
  });

  it('counts a second voter', async () => {
    expect(await giveReviewFeedback(database.db, de, ben, published, false)).toMatchObject({
      helpfulCount: 1,
      notHelpfulCount: 1,
      vote: 'not-helpful',
      recorded: true,
    });
  });

  it('counts votes arriving at the same time exactly once each', async () => {
    const voters = Array.from({ length: 8 }, (_, i) => ({
      voterId: `c0000000-0000-4000-8000-00000000000${i}`,
    }));
    await Promise.all(
      [...voters, ...voters].map((v) => giveReviewFeedback(database.db, de, v, published, true)),
    );
    const [row] = await database.db
      .select({ helpful: reviews.helpfulCount })
      .from(reviews)
      .where(sqlId(published));
    expect(row!.helpful).toBe(9);
  });

  it('refuses votes on pending reviews, another shop’s reviews and unknown ids alike', async () => {
    for (const id of [pending, swiss, 987_654]) {
      await expect(giveReviewFeedback(database.db, de, anna, id, true)).rejects.toMatchObject({
        code: 'REVIEW_NOT_FOUND',
      });
    }
  });
});

const sqlId = (id: number) => eq(reviews.id, id);
