// Next.js's cache handler (`cacheHandler` in next.config.ts) on Redis, so every instance of the shop shares one page
// cache and one set of revalidated tags (decision 0050). Loaded by Next.js at run time when REDIS_URL is set.
//
// - Entries (rendered pages, route bodies, the tagged `page-tags` data entry of tag-cached-page.ts) are stored with
//   v8 serialisation (Buffers and Maps survive) under the build's id, so a new build never reads an old one's RSC
//   payloads. Each instance keeps the entries it read or wrote in memory; a write anywhere is announced on a channel
//   and drops the others' copy, so a page re-rendered on one instance is the page on all of them.
// - revalidateTag (revalidate-tags.ts) records the tag's stale/expired times in a Redis hash and announces them;
//   every instance writes them into Next's own tags manifest, which decides whether an entry is stale. An instance
//   that (re)connects reads the whole hash first, so a change it missed while away still counts.
// - Redis down: the instance serves and stores from its memory alone and the shop keeps selling; a revalidation
//   made meanwhile reaches only the instance that made it (docs/scaling.md states this bound).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { Redis } from 'ioredis';
import type { CacheHandler, CacheHandlerContext, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import { areTagsExpired, tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { localEntries, type LocalEntries } from './local-entries';

type TagTimes = { stale?: number; expired?: number };
type Event = { from: string; set?: string; tags?: Record<string, TagTimes> };

const TAGS_KEY = 'sf-next:tags';
/** The header in which Next keeps a rendered page's tags (next/dist/lib/constants: NEXT_CACHE_TAGS_HEADER). */
const PAGE_TAGS_HEADER = 'x-next-cache-tags';
/** Channels are server-wide in Redis, keys per database: the database's number keeps two shops on one server apart. */
const channelOf = (redis: Redis) => `sf-next:events:${redis.options.db ?? 0}`;
/** Entries without an expiry of their own leave Redis after two weeks unread (a page revalidates long before). */
const DEFAULT_TTL_SECONDS = 14 * 24 * 3600;
/** What one instance keeps in memory besides Redis. */
const LOCAL_BYTES = 64 * 1024 * 1024;

interface Shared {
  instance: string;
  redis: Redis;
  subscriber: Redis;
  local: LocalEntries<CacheHandlerValue>;
  warnedAt: number;
}

const KEY = Symbol.for('schaufenster.redis-cache-handler');
type Holder = { [KEY]?: Shared };

function warn(shared: Shared, message: string, error: unknown): void {
  // One line per 10 s at most: with Redis down every page read would log otherwise.
  if (Date.now() - shared.warnedAt < 10_000) return;
  shared.warnedAt = Date.now();
  console.warn(
    JSON.stringify({ level: 'warn', component: 'cache', msg: message, err: error instanceof Error ? error.message : String(error) }),
  );
}

/** Merges tag times into Next's manifest, keeping the later of each time. */
export function applyTagTimes(times: Record<string, TagTimes>): void {
  for (const [tag, next] of Object.entries(times)) {
    const current = tagsManifest.get(tag) ?? {};
    tagsManifest.set(tag, {
      stale: Math.max(current.stale ?? 0, next.stale ?? 0) || undefined,
      expired: Math.max(current.expired ?? 0, next.expired ?? 0) || undefined,
    });
  }
}

function shared(url: string): Shared {
  const holder = globalThis as Holder;
  if (holder[KEY]) return holder[KEY];
  const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 1_000, commandTimeout: 500 };
  const redis = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, commandTimeout: undefined, enableOfflineQueue: true });
  const state: Shared = { instance: randomUUID(), redis, subscriber, local: localEntries(LOCAL_BYTES), warnedAt: 0 };
  redis.on('error', (error) => warn(state, 'cache: redis error', error));
  subscriber.on('error', (error) => warn(state, 'cache: redis subscriber error', error));
  // Catch up on revalidations made while this instance was away or Redis was down: once both connections are up
  // (listening first, so nothing announced in between is lost).
  const catchUp = () => {
    if (redis.status !== 'ready' || subscriber.status !== 'ready') return;
    void redis
      .hgetall(TAGS_KEY)
      .then((all) => applyTagTimes(Object.fromEntries(Object.entries(all).map(([tag, json]) => [tag, JSON.parse(json) as TagTimes]))))
      .catch((error: unknown) => warn(state, 'cache: reading tag times failed', error));
  };
  redis.on('ready', catchUp);
  subscriber.on('ready', () => {
    subscriber.subscribe(channelOf(subscriber)).then(catchUp, (error: unknown) => warn(state, 'cache: subscribe failed', error));
  });
  subscriber.on('message', (_channel: string, message: string) => {
    const event = JSON.parse(message) as Event;
    if (event.from === state.instance) return;
    if (event.set) state.local.delete(event.set);
    if (event.tags) applyTagTimes(event.tags);
  });
  holder[KEY] = state;
  return state;
}

function buildId(serverDistDir: string | undefined): string {
  try {
    return readFileSync(path.join(serverDistDir ?? '.next/server', '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'development';
  }
}

export default class RedisCacheHandler implements CacheHandler {
  private readonly shared: Shared;
  private readonly prefix: string;
  private readonly revalidatedTags: string[];

  constructor(ctx: CacheHandlerContext) {
    const url = process.env.REDIS_URL;
    if (!url) throw new Error('RedisCacheHandler needs REDIS_URL');
    this.shared = shared(url);
    this.prefix = `sf-next:${buildId(ctx.serverDistDir)}:`;
    this.revalidatedTags = ctx.revalidatedTags ?? [];
  }

  async get(...[key, ctx]: Parameters<CacheHandler['get']>): Promise<CacheHandlerValue | null> {
    const { local, redis } = this.shared;
    let entry = local.get(key);
    if (!entry) {
      try {
        const stored = await redis.getBuffer(this.prefix + key);
        if (!stored) return null;
        entry = v8.deserialize(stored) as CacheHandlerValue;
        local.set(key, entry, stored.length);
      } catch (error) {
        // Right after the start the connection may not be up yet: that is no outage worth a log line.
        if (redis.status === 'ready') warn(this.shared, 'cache: read from redis failed, rendering instead', error);
        return null;
      }
    }
    // A data entry whose tag this very request revalidated is not served again (as Next's file system cache does).
    if (ctx.kind === 'FETCH' && [...(ctx.tags ?? []), ...(ctx.softTags ?? [])].some((t) => this.revalidatedTags.includes(t))) {
      return null;
    }
    // A page whose tag expired since it was rendered is rendered afresh, not served stale once more — also when its
    // time-based revalidation is due (Next would then serve it stale while re-rendering), as Next's file system
    // cache does: a front cache would keep that stale answer for another round (decision 0050).
    const value = entry.value;
    if (value && (value.kind === 'APP_PAGE' || value.kind === 'APP_ROUTE')) {
      const tags = value.headers?.[PAGE_TAGS_HEADER];
      if (typeof tags === 'string' && areTagsExpired(tags.split(','), entry.lastModified)) return null;
    }
    return entry;
  }

  async set(...[key, data, ctx]: Parameters<CacheHandler['set']>): Promise<void> {
    const { local, redis, instance } = this.shared;
    if (data === null) {
      local.delete(key);
      await redis.del(this.prefix + key).catch((error: unknown) => warn(this.shared, 'cache: delete in redis failed', error));
      return;
    }
    const cacheControl = 'cacheControl' in ctx ? ctx.cacheControl : undefined;
    const entry: CacheHandlerValue = { lastModified: Date.now(), value: data, cacheControl };
    const bytes = v8.serialize(entry);
    local.set(key, entry, bytes.length);
    const expire = typeof cacheControl?.expire === 'number' ? cacheControl.expire : DEFAULT_TTL_SECONDS;
    try {
      await redis.set(this.prefix + key, bytes, 'EX', Math.max(60, Math.min(expire, DEFAULT_TTL_SECONDS)));
      await redis.publish(channelOf(redis), JSON.stringify({ from: instance, set: key } satisfies Event));
    } catch (error) {
      warn(this.shared, 'cache: write to redis failed, kept in this instance only', error);
    }
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    const now = Date.now();
    // The same times Next's file system cache records: stale now, expired after `expire` (or now, without durations).
    const times: Record<string, TagTimes> = {};
    for (const tag of list) {
      times[tag] = durations
        ? { stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) }
        : { expired: now };
    }
    applyTagTimes(times);
    const { redis, instance } = this.shared;
    try {
      await redis.hset(TAGS_KEY, Object.fromEntries(Object.entries(times).map(([tag, t]) => [tag, JSON.stringify(t)])));
      await redis.publish(channelOf(redis), JSON.stringify({ from: instance, tags: times } satisfies Event));
    } catch (error) {
      warn(this.shared, 'cache: revalidation reached only this instance (redis unavailable)', error);
    }
  }

  resetRequestCache(): void {}
}
