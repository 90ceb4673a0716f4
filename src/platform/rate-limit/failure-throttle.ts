// Growing delays for repeated failures under one key (an account and client address pair): the first `freeFailures`
// cost nothing, then each failure doubles the wait before the next try, up to `maxDelaySeconds`; a success forgets
// them. Nobody else is held up: another key (the owner at another address) keeps its own count.
import { block, consume, count, giveBack, peek, reset, type LimitResult, type LimitRule } from './rate-limiter';

export interface ThrottleRule {
  name: string;
  freeFailures: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  /** How long failures are remembered, counted from the first. */
  windowSeconds: number;
}

const failuresOf = (rule: ThrottleRule): LimitRule => ({
  name: `${rule.name}-failures`,
  points: Number.MAX_SAFE_INTEGER,
  durationSeconds: rule.windowSeconds,
});
/** One try per delay: a key holds one point for as long as the current delay lasts. */
const gateOf = (rule: ThrottleRule): LimitRule => ({ name: `${rule.name}-gate`, points: 1, durationSeconds: 1 });

/** The wait after `failures` failures: none up to the free ones, then base, 2 × base, 4 × base … up to the maximum. */
export function delayAfter(rule: ThrottleRule, failures: number): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxDelaySeconds, rule.baseDelaySeconds * 2 ** (failures - rule.freeFailures));
}

/**
 * Asks for a try. The try counts as a failure until `succeeded` says otherwise, so a burst of parallel requests
 * cannot pass the free ones together; past them, the gate lets one try through per delay.
 */
export async function beginTry(rule: ThrottleRule, key: string): Promise<LimitResult> {
  const waiting = await peek(gateOf(rule), key);
  if (!waiting.allowed) return { allowed: false, retryAfterSeconds: waiting.retryAfterSeconds };
  const failures = await count(failuresOf(rule), key);
  if (failures <= rule.freeFailures) return { allowed: true };
  const passed = await consume(gateOf(rule), key, 1, delayAfter(rule, failures - 1));
  if (!passed.allowed) await giveBack(failuresOf(rule), key);
  return passed;
}

/** The try failed (it is already counted): the next one waits the delay its count asks for, from now. */
export async function failedTry(rule: ThrottleRule, key: string): Promise<void> {
  const { used } = await peek(failuresOf(rule), key);
  const delay = delayAfter(rule, used);
  if (delay > 0) await block(gateOf(rule), key, delay);
}

/** The try succeeded: the key starts over. */
export async function succeededTry(rule: ThrottleRule, key: string): Promise<void> {
  await reset(failuresOf(rule), key);
  await reset(gateOf(rule), key);
}
