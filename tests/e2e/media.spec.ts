// Generated product pictures through the running app: the proxy lets /media/…webp through to the route handler,
// which renders, caches and serves them; a path it does not draw is a 404.
import { expect, test } from './support/fixtures';
import { shops } from './support/shops';

const origin = shops[0]!.origin;

test('serves a generated product picture as a cacheable WebP', async ({ request }) => {
  const response = await request.get(`${origin}/media/catalog/v1/sofa/gruen/2-3.webp`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const body = await response.body();
  expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
  expect(body.length).toBeGreaterThan(2000);
});

test('answers 404 for pictures it does not draw and for traversal attempts', async ({ request }) => {
  for (const path of [
    '/media/catalog/v1/sofa/neon/1-1.webp',
    '/media/catalog/v9/sofa/gruen/1-1.webp',
    '/media/catalog/v1/..%2F..%2Fpglite/1-1.webp',
  ]) {
    expect((await request.get(`${origin}${path}`)).status(), path).toBe(404);
  }
});

test('the pictures of the seeded catalog load from a search result', async ({ request }) => {
  const response = await request.get(`${origin}/api/search/searchv2?q=Bluse`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { products: { image: { path: string } | null }[] };
  const image = body.products.find((product) => product.image)?.image;
  expect(image?.path).toMatch(/^\/media\/catalog\/v1\/[a-z-]+\/[a-z]+\/[1-3]-[1-3]\.webp$/);
  expect((await request.get(`${origin}${image!.path}`)).status()).toBe(200);
});
