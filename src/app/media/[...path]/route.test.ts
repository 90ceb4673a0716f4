import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'media-route-'));
let GET: typeof import('./route').GET;

beforeAll(async () => {
  // The route reads DATA_DIR through env(), which reads the environment once per module instance.
  process.env.DATA_DIR = dataDir;
  ({ GET } = await import('./route'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const get = (segments: string[]) =>
  GET(new Request(`http://localhost/media/${segments.join('/')}`), {
    params: Promise.resolve({ path: segments }),
  });

describe('GET /media/…', () => {
  it('serves a product picture as WebP with a year-long immutable cache', async () => {
    const response = await get(['catalog', 'v1', 'sneaker', 'weiss', '1-2.webp']);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
  });

  it.each([
    [['catalog', 'v1', '..', '..', '..', 'etc', 'passwd']],
    [['catalog', 'v1', 'sneaker', 'weiss', '..%2F..%2Fsecret']],
    [['catalog', 'v1', 'sneaker', 'neon', '1-1.webp']],
    [['catalog', 'v1', 'sneaker', 'weiss', '1-1.svg']],
    [['pglite', 'PG_VERSION']],
  ])('answers 404 for %j', async (segments) => {
    const response = await get(segments);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/plain');
  });
});
