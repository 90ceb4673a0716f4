// Signing of payment-provider callbacks: HMAC-SHA256 over a canonical JSON of exactly the fields that matter, so a
// changed amount, status, reference, attempt, currency or time breaks the signature; compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { providerOutcomes, type CallbackRequest, type ProviderOutcome } from './payment-provider';

/** What the test provider signs about one attempt. */
export interface TestCallback {
  attemptId: string;
  providerReference: string;
  status: ProviderOutcome;
  amount: number;
  currency: string;
  /** ISO timestamp when the provider issued the callback (stale ones are refused). */
  issuedAt: string;
}

export const signatureHeader = 'x-psp-signature';
/** A callback older than this is refused: a captured request cannot be replayed days later. */
export const callbackMaxAgeMs = 60 * 60 * 1000;
/** Clock difference tolerated for a callback "from the future". */
export const callbackMaxSkewMs = 5 * 60 * 1000;

const callbackSchema = z
  .object({
    attemptId: z.uuid(),
    providerReference: z.string().min(1).max(100),
    status: z.enum(providerOutcomes),
    amount: z.number().int().positive().max(100_000_000),
    currency: z.string().regex(/^[A-Z]{3}$/),
    issuedAt: z.iso.datetime({ offset: true }),
  })
  .strict();

/** The signed text: fixed key order, nothing else. */
export function canonicalCallback(callback: TestCallback): string {
  const { amount, attemptId, currency, issuedAt, providerReference, status } = callback;
  return JSON.stringify({ amount, attemptId, currency, issuedAt, providerReference, status });
}

export function signCallback(callback: TestCallback, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(canonicalCallback(callback)).digest('hex')}`;
}

/** The HTTP request a provider sends: the canonical body and its signature header. */
export function signedCallbackRequest(callback: TestCallback, secret: string): CallbackRequest {
  return {
    body: canonicalCallback(callback),
    headers: new Headers({
      'content-type': 'application/json',
      [signatureHeader]: signCallback(callback, secret),
    }),
  };
}

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function parseBody(body: string): TestCallback | null {
  try {
    const parsed = callbackSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The callback when its signature is right and it is fresh; null for anything else. */
export function verifyCallbackRequest(
  request: CallbackRequest,
  secret: string,
  now: Date,
): TestCallback | null {
  const callback = parseBody(request.body);
  const given = request.headers.get(signatureHeader);
  if (!callback || !given || !sameSignature(given, signCallback(callback, secret))) return null;
  const age = now.getTime() - new Date(callback.issuedAt).getTime();
  if (age > callbackMaxAgeMs || age < -callbackMaxSkewMs) return null;
  return callback;
}
