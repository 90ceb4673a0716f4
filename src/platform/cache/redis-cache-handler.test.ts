import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import type { CacheHandlerContext } from 'next/dist/server/lib/incremental-cache';

// Redis configured but unreachable (nothing listens on port 1): the handler must serve from the instance's memory and
// never fail a render (decision 0050). Sharing through a real Redis is checked by the fault run (scripts/faults).
const KEY = Symbol.for('schaufenster.redis-cache-handler');
type Handler = import('./redis-cache-handler').default;
let handler: Handler;
let applyTagTimes: typeof import('./redis-cache-handler').applyTagTimes;
const saved = process.env.REDIS_URL;

const page = (tags: string) => ({
  kind: 'APP_PAGE',
  html: '<p>page</p>',
  rscData: Buffer.from('rsc'),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
  postponed: undefined,
});
const pageCtx = { kind: 'APP_PAGE', isFallback: false } as never;
const pageSetCtx = (extra: object = {}) => ({ kind: 'APP_PAGE', isFallback: false, ...extra }) as never;

beforeAll(async () => {
  process.env.REDIS_URL = 'redis://127.0.0.1:1';
  delete (globalThis as Record<symbol, unknown>)[KEY];
  const mod = await import('./redis-cache-handler');
  applyTagTimes = mod.applyTagTimes;
  handler = new mod.default({ revalidatedTags: [], serverDistDir: '/nonexistent/server' } as unknown as CacheHandlerContext);
});

// The handler's one-line warnings about the unreachable Redis are expected here.
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));

afterAll(() => {
  const shared = (globalThis as Record<symbol, { redis: { disconnect(): void }; subscriber: { disconnect(): void } } | undefined>)[KEY];
  shared?.redis.disconnect();
  shared?.subscriber.disconnect();
  delete (globalThis as Record<symbol, unknown>)[KEY];
  if (saved === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = saved;
});

describe('RedisCacheHandler with Redis unreachable', () => {
  it('keeps what it stores in this instance, with its lifetime, and finds nothing it never stored', async () => {
    await handler.set('/p/one', page('product:1') as never, pageSetCtx({ cacheControl: { revalidate: 60, expire: 3600 } }));
    const entry = await handler.get('/p/one', pageCtx);
    expect(entry?.value).toMatchObject({ kind: 'APP_PAGE', html: '<p>page</p>' });
    expect(entry?.cacheControl).toEqual({ revalidate: 60, expire: 3600 });
    expect(await handler.get('/p/unknown', pageCtx)).toBeNull();
  });

  it('renders a page afresh once one of its tags expired after it was stored', async () => {
    await handler.set('/p/two', page('product:2,category:damen') as never, pageCtx);
    expect(await handler.get('/p/two', pageCtx)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.revalidateTag(['category:damen'], { expire: 0 });
    expect(tagsManifest.get('category:damen')?.expired).toBeTypeOf('number');
    expect(await handler.get('/p/two', pageCtx)).toBeNull();
    expect(await handler.get('/p/one', pageCtx)).not.toBeNull();
  });

  it('drops an entry stored as null', async () => {
    await handler.set('/p/three', page('product:3') as never, pageCtx);
    await handler.set('/p/three', null, pageCtx);
    expect(await handler.get('/p/three', pageCtx)).toBeNull();
  });
});

describe('applyTagTimes', () => {
  it('keeps the later of each time, whatever order announcements arrive in', () => {
    applyTagTimes({ 'product:9': { stale: 200, expired: 300 } });
    applyTagTimes({ 'product:9': { stale: 100 } });
    expect(tagsManifest.get('product:9')).toEqual({ stale: 200, expired: 300 });
  });
});
