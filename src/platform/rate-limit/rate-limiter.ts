// Rate limits shared across app instances: Redis when REDIS_URL is set, else this process's memory.
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { env } from '@/platform/config/env';
import { errorFields, logger } from '@/platform/logging/logger';

export interface LimitRule {
  /** Unique name; also the key prefix in Redis. */
  name: string;
  points: number;
  durationSeconds: number;
}

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const KEY = Symbol.for('schaufenster.rate-limiters');
type Holder = { [KEY]?: { redis?: Redis; limiters: Map<string, RateLimiterAbstract> } };

function registry() {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const url = env().REDIS_URL;
    const redis = url ? new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
    redis?.on('error', (error) => logger().warn({ ...errorFields(error) }, 'rate limit: redis error'));
    holder[KEY] = { redis, limiters: new Map() };
  }
  return holder[KEY];
}

function limiterFor(rule: LimitRule): RateLimiterAbstract {
  const { redis, limiters } = registry();
  let limiter = limiters.get(rule.name);
  if (!limiter) {
    const options = { keyPrefix: `sf-rl:${rule.name}`, points: rule.points, duration: rule.durationSeconds };
    // With Redis down, fall back to memory limits per instance rather than letting everything through.
    limiter = redis
      ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
      : new RateLimiterMemory(options);
    limiters.set(rule.name, limiter);
  }
  return limiter;
}

export async function consume(rule: LimitRule, key: string, points = 1): Promise<LimitResult> {
  try {
    await limiterFor(rule).consume(key, points);
    return { allowed: true };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
    throw error;
  }
}

/** Forgets a key's count (after a successful login, say). */
export async function reset(rule: LimitRule, key: string): Promise<void> {
  await limiterFor(rule).delete(key);
}
