import { describe, expect, it } from 'vitest';
import {
  callbackMaxAgeMs,
  canonicalCallback,
  signatureHeader,
  signedCallbackRequest,
  verifyCallbackRequest,
} from './callback-signature';
import type { TestCallback } from './callback-signature';
import type { CallbackRequest } from './payment-provider';

const secret = 'x'.repeat(40);
const now = new Date('2026-11-23T10:00:00Z');
const callback: TestCallback = {
  attemptId: '6f0c1d9e-8a7b-4c3d-9e2f-1a2b3c4d5e6f',
  providerReference: 'psp-test-0b6f2c8a',
  status: 'paid',
  amount: 12_345,
  currency: 'EUR',
  issuedAt: now.toISOString(),
};

/** The signed request with its body changed, the signature kept (what an attacker in the middle could do). */
function tampered(change: Partial<Record<keyof TestCallback, unknown>>): CallbackRequest {
  const signed = signedCallbackRequest(callback, secret);
  return { body: JSON.stringify({ ...JSON.parse(signed.body), ...change }), headers: signed.headers };
}

describe('payment callback signature', () => {
  it('accepts what the provider signed and gives back exactly its fields', () => {
    expect(verifyCallbackRequest(signedCallbackRequest(callback, secret), secret, now)).toEqual(callback);
  });

  it('signs a canonical text: the same fields in any order give the same signature', () => {
    const shuffled = {
      status: 'paid',
      currency: 'EUR',
      amount: 12_345,
      issuedAt: callback.issuedAt,
      providerReference: callback.providerReference,
      attemptId: callback.attemptId,
    } as TestCallback;
    expect(canonicalCallback(shuffled)).toBe(canonicalCallback(callback));
    const request = signedCallbackRequest(callback, secret);
    expect(
      verifyCallbackRequest({ body: JSON.stringify(shuffled), headers: request.headers }, secret, now),
    ).toEqual(callback);
  });

  it.each([
    ['attemptId', '00000000-0000-4000-8000-000000000000'],
    ['providerReference', 'psp-test-other'],
    ['status', 'failed'],
    ['amount', 1],
    ['amount', 12_346],
    ['currency', 'CHF'],
    ['issuedAt', new Date(now.getTime() - 1000).toISOString()],
  ] as const)('refuses a callback whose %s was changed to %s', (field, value) => {
    expect(verifyCallbackRequest(tampered({ [field]: value }), secret, now)).toBeNull();
  });

  it('refuses an extra field, a missing field, a malformed body and a missing or malformed signature', () => {
    expect(
      verifyCallbackRequest(tampered({ cardNumber: '4111111111111111' } as never), secret, now),
    ).toBeNull();
    const { amount: _amount, ...withoutAmount } = callback;
    const signed = signedCallbackRequest(callback, secret);
    expect(
      verifyCallbackRequest({ body: JSON.stringify(withoutAmount), headers: signed.headers }, secret, now),
    ).toBeNull();
    expect(verifyCallbackRequest({ body: '{not json', headers: signed.headers }, secret, now)).toBeNull();
    expect(verifyCallbackRequest({ body: signed.body, headers: new Headers() }, secret, now)).toBeNull();
    const short = new Headers({ [signatureHeader]: 'sha256=abc' });
    expect(verifyCallbackRequest({ body: signed.body, headers: short }, secret, now)).toBeNull();
  });

  it('refuses a callback signed with another secret', () => {
    const forged = signedCallbackRequest(callback, 'y'.repeat(40));
    expect(verifyCallbackRequest(forged, secret, now)).toBeNull();
  });

  it('refuses a stale callback (older than an hour) and one from the future', () => {
    const signed = signedCallbackRequest(callback, secret);
    expect(verifyCallbackRequest(signed, secret, new Date(now.getTime() + callbackMaxAgeMs))).toEqual(
      callback,
    );
    expect(verifyCallbackRequest(signed, secret, new Date(now.getTime() + callbackMaxAgeMs + 1))).toBeNull();
    expect(verifyCallbackRequest(signed, secret, new Date(now.getTime() - 10 * 60 * 1000))).toBeNull();
  });
});
