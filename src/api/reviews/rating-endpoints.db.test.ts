// The four rating endpoints over HTTP, with the attacks of the issue: markup and SQL in a review, ratings 0/6/2.5,
// another shop's sku, voting twice, and the write limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_COOKIE } from '@/api/http/visitor-id';
import { closeDatabase, setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { addProduct } from '@/commerce/catalog/catalog-factories';
import { getAllRatings } from './list-ratings-handler';
import { postRatingFeedback } from './rating-feedback-handler';
import { getNewRatingForm } from './review-form-handler';
import { storeNewRating } from './store-rating-handler';
import { clientAddressHeader } from '@/platform/http/client-address';

let addressCounter = 1;
const nextAddress = () => `198.51.100.${addressCounter++}`;

const get = (path: string, { host = 'localhost', address = nextAddress() } = {}) =>
  new Request(`http://localhost${path}`, { headers: { host, [clientAddressHeader]: address } });

const post = (
  path: string,
  body: unknown,
  { host = 'localhost', address = nextAddress(), cookie = '', type = 'application/json' } = {},
) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { host, [clientAddressHeader]: address, 'content-type': type, ...(cookie ? { cookie } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const review = {
  sku: '5000001',
  rating: 5,
  title: 'Sehr bequem',
  text: 'Passt perfekt und sieht im Alltag richtig gut aus.',
  authorName: 'Mia',
};
const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? '';

describe('rating endpoints', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    setDatabase(database);
    await addProduct(database.db, { sku: '5000001', name: 'Sneaker Mia' });
    await addProduct(database.db, { tenantId: 'ch', sku: '5000002', name: 'Schweizer Schuh' });
  });
  afterAll(() => closeDatabase());

  it('stores a review, sets the visitor cookie and lists it with the summary', async () => {
    const stored = await storeNewRating(post('/api/inform/rating/new/store', review));
    expect(stored.status).toBe(201);
    expect(await stored.json()).toMatchObject({ status: 'published', summary: { average: 5, count: 1 } });
    expect(stored.headers.get('set-cookie')).toContain(`${VISITOR_COOKIE}=`);

    const listed = await getAllRatings(get('/api/inform/rating/all/get?sku=5000001'));
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toContain('public');
    const page = await listed.json();
    expect(page).toMatchObject({
      sku: '5000001',
      page: 1,
      pageSize: 20,
      total: 1,
      hasMore: false,
      stars: null,
      sort: 'newest',
    });
    expect(page.reviews[0]).toMatchObject({ title: 'Sehr bequem', authorName: 'Mia', helpfulCount: 0 });
  });

  it('keeps markup and SQL as text: stored and answered verbatim, never interpreted', async () => {
    const attack = {
      ...review,
      title: '<script>alert(1)</script>',
      text: "Robert'); DROP TABLE reviews;-- ganz normale Schuhe eigentlich",
    };
    const stored = await storeNewRating(post('/api/inform/rating/new/store', attack));
    expect(stored.status).toBe(201);
    // A script tag counts as markup: held back for moderation, not published.
    expect((await stored.json()).status).toBe('pending');
    const sqlOnly = await storeNewRating(
      post('/api/inform/rating/new/store', {
        ...review,
        title: "1' OR '1'='1",
        text: "x'; DELETE FROM products; -- trotzdem gute Schuhe",
      }),
    );
    expect((await sqlOnly.json()).status).toBe('published');
    const page = await (await getAllRatings(get('/api/inform/rating/all/get?sku=5000001'))).json();
    expect(page.reviews.map((r: { title: string }) => r.title)).toContain("1' OR '1'='1");
  });

  it.each([0, 6, 2.5, '5', null])('refuses the rating %s with a message key, not a 500', async (rating) => {
    const response = await storeNewRating(post('/api/inform/rating/new/store', { ...review, rating }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'REVIEW_INVALID', fields: { rating: 'ratingRequired' } });
  });

  it('answers malformed JSON, a form post and an oversized body with 4xx', async () => {
    expect((await storeNewRating(post('/api/inform/rating/new/store', '{"rating":'))).status).toBe(400);
    expect(
      (
        await storeNewRating(
          post('/api/inform/rating/new/store', 'rating=5', { type: 'application/x-www-form-urlencoded' }),
        )
      ).status,
    ).toBe(415);
    expect(
      (await storeNewRating(post('/api/inform/rating/new/store', { ...review, text: 'x'.repeat(20_000) })))
        .status,
    ).toBe(413);
  });

  it('treats another shop’s sku like an unknown one, on every endpoint', async () => {
    expect(
      (await storeNewRating(post('/api/inform/rating/new/store', { ...review, sku: '5000002' }))).status,
    ).toBe(404);
    expect((await getAllRatings(get('/api/inform/rating/all/get?sku=5000002'))).status).toBe(404);
    expect((await getNewRatingForm(get('/api/inform/rating/new/get?sku=5000002'))).status).toBe(404);
    expect(
      (await getNewRatingForm(get('/api/inform/rating/new/get?sku=5000002', { host: 'ch.localhost' })))
        .status,
    ).toBe(200);
  });

  it('validates list parameters instead of failing on them', async () => {
    for (const query of [
      'sku=abc',
      'sku=5000001&stars=6',
      'sku=5000001&sort=price;drop',
      'sku=5000001&page=-1',
      'sku=5000001&page=99999',
      '',
    ]) {
      const response = await getAllRatings(get(`/api/inform/rating/all/get?${query}`));
      expect(response.status, query).toBe(400);
    }
    expect(
      (await getAllRatings(get('/api/inform/rating/all/get?sku=5000001&stars=5&sort=helpful&page=1'))).status,
    ).toBe(200);
  });

  it('gives the form its product name and rules', async () => {
    const response = await getNewRatingForm(get('/api/inform/rating/new/get?sku=5000001'));
    expect(await response.json()).toMatchObject({
      product: { sku: '5000001', name: 'Sneaker Mia' },
      rules: {
        rating: { min: 1, max: 5 },
        title: { min: 3, max: 120 },
        text: { min: 20, max: 2000 },
        authorName: { min: 2, max: 60 },
      },
    });
  });

  it('counts a visitor’s helpful vote once, however often it is sent', async () => {
    const page = await (
      await getAllRatings(get('/api/inform/rating/all/get?sku=5000001&sort=rating-desc'))
    ).json();
    const reviewId = page.reviews[0].id as number;
    const first = await postRatingFeedback(post('/api/inform/rating/feedback', { reviewId, helpful: true }));
    const cookie = cookieOf(first);
    expect(cookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=`));
    expect(await first.json()).toMatchObject({ helpfulCount: 1, vote: 'helpful', recorded: true });

    const again = await postRatingFeedback(
      post('/api/inform/rating/feedback', { reviewId, helpful: true }, { cookie }),
    );
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(await again.json()).toMatchObject({ helpfulCount: 1, recorded: false });
    const flipped = await postRatingFeedback(
      post('/api/inform/rating/feedback', { reviewId, helpful: false }, { cookie }),
    );
    expect(await flipped.json()).toMatchObject({
      helpfulCount: 1,
      notHelpfulCount: 0,
      vote: 'helpful',
      recorded: false,
    });
  });

  it('answers feedback on an unknown review with 404 and on a bad body with 400', async () => {
    expect(
      (await postRatingFeedback(post('/api/inform/rating/feedback', { reviewId: 999_999, helpful: true })))
        .status,
    ).toBe(404);
    expect(
      (await postRatingFeedback(post('/api/inform/rating/feedback', { reviewId: '1 OR 1=1', helpful: true })))
        .status,
    ).toBe(400);
    expect(
      (await postRatingFeedback(post('/api/inform/rating/feedback', { reviewId: 1, helpful: 'yes' }))).status,
    ).toBe(400);
  });

  it('lets one address write at most three reviews of a product a day', async () => {
    const address = nextAddress();
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await storeNewRating(post('/api/inform/rating/new/store', review, { address }))).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
