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
  /**
   * With Redis unreachable: refuse (true) instead of counting in this instance's memory. Only for limits outside the
   * buying path whose budget must not grow with the number of instances (decision 0051); every other limit falls
   * back to memory, so the shop keeps selling.
   */
  failClosed?: boolean;
}

/** How long a fail-closed limit asks a client to wait while Redis is unreachable. */
const closedRetrySeconds = 30;

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
    // With Redis down, fall back to memory limits per instance rather than letting everything through — or, for a
    // fail-closed rule, refuse (consume below).
    limiter = redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          ...(rule.failClosed ? {} : { insuranceLimiter: new RateLimiterMemory(options) }),
        })
      : new RateLimiterMemory(options);
    limiters.set(rule.name, limiter);
  }
  return limiter;
}

const refusal = (res: RateLimiterRes): LimitResult => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
});

/**
 * Takes points from a key's allowance; refused when it is used up. `durationSeconds` replaces the rule's window for a
 * key that starts counting now (a growing delay, say).
 */
export async function consume(rule: LimitRule, key: string, points = 1, durationSeconds?: number): Promise<LimitResult> {
  try {
    await limiterFor(rule).consume(key, points, durationSeconds === undefined ? {} : { customDuration: durationSeconds });
    return { allowed: true };
  } catch (error) {
    if (error instanceof RateLimiterRes) return refusal(error);
    if (rule.failClosed) {
      logger().warn({ ...errorFields(error), rule: rule.name }, 'rate limit: redis unreachable, refusing (fail closed)');
      return { allowed: false, retryAfterSeconds: closedRetrySeconds };
    }
    throw error;
  }
}

/** Counts points against a key without ever refusing: the key's count afterwards. */
export async function count(rule: LimitRule, key: string, points = 1): Promise<number> {
  return (await limiterFor(rule).penalty(key, points)).consumedPoints;
}

/** Gives points back (a try that turned out not to count). */
export async function giveBack(rule: LimitRule, key: string, points = 1): Promise<void> {
  await limiterFor(rule).reward(key, points);
}

/** Refuses a key for the next `seconds`, whatever it had left. */
export async function block(rule: LimitRule, key: string, seconds: number): Promise<void> {
  await limiterFor(rule).block(key, seconds);
}

/** Without spending anything: whether a try now would be refused, and for how long. */
export async function peek(rule: LimitRule, key: string): Promise<LimitResult & { used: number }> {
  const res = await limiterFor(rule).get(key);
  if (!res) return { allowed: true, used: 0 };
  return res.consumedPoints >= rule.points && res.msBeforeNext > 0
    ? { ...refusal(res), used: res.consumedPoints }
    : { allowed: true, used: res.consumedPoints };
}

/** Forgets a key's count (after a successful login, say). */
export async function reset(rule: LimitRule, key: string): Promise<void> {
  await limiterFor(rule).delete(key);
}
