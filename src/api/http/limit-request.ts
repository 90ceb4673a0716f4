// Applies a rate limit to a request by client address; a 429 with Retry-After when it is used up.
import { consume, type LimitRule } from '@/platform/rate-limit/rate-limiter';
import { clientAddressKey } from './client-address';

export async function limitByAddress(request: Request, rule: LimitRule): Promise<Response | null> {
  const result = await consume(rule, clientAddressKey(request));
  if (result.allowed) return null;
  return Response.json(
    { error: 'too many requests' },
    { status: 429, headers: { 'retry-after': String(result.retryAfterSeconds) } },
  );
}

/** Beacons from one address (vitals, client errors, experiment exposures): a loop or a script cannot fill the database. */
export const beaconLimit: LimitRule = { name: 'beacons', points: 600, durationSeconds: 60 };
