import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { ccValue, signSessionToken, tokenTtlSeconds, verifySessionToken } from './session-token';

const key = new Uint8Array(randomBytes(32));
const now = new Date('2026-11-23T08:00:00Z');

describe('session token', () => {
  it('carries exp, type and cc and is bound to its tenant', async () => {
    const { token, exp } = await signSessionToken(key, { tenant: 'de', type: 1, cc: 'abc', now });
    expect(decodeJwt(token)).toMatchObject({ type: 1, cc: 'abc', exp, aud: 'de' });
    expect(exp - now.getTime() / 1000).toBe(tokenTtlSeconds);
    expect(await verifySessionToken(key, token, 'de', now)).toMatchObject({ type: 1, cc: 'abc' });
    expect(await verifySessionToken(key, token, 'at', now)).toBeNull();
  });

  it('is refused when expired, signed with another key or altered', async () => {
    const { token } = await signSessionToken(key, { tenant: 'nl', type: 1, now });
    expect(
      await verifySessionToken(key, token, 'nl', new Date(now.getTime() + tokenTtlSeconds * 1000 + 1000)),
    ).toBeNull();
    expect(await verifySessionToken(new Uint8Array(randomBytes(32)), token, 'nl', now)).toBeNull();
    const [header, , signature] = token.split('.');
    // Promoting a soft token to logged in breaks the signature.
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), type: 2 })).toString('base64url');
    expect(await verifySessionToken(key, `${header}.${forged}.${signature}`, 'nl', now)).toBeNull();
  });

  it('gives anonymous tokens no cc, and a customer the same cc per tenant that reveals nothing', async () => {
    const { token } = await signSessionToken(key, { tenant: 'de', type: 0, now });
    expect(decodeJwt(token).cc).toBeUndefined();
    const ccKey = randomBytes(32);
    expect(ccValue(ccKey, 'de', 'c-1')).toBe(ccValue(ccKey, 'de', 'c-1'));
    expect(ccValue(ccKey, 'de', 'c-1')).not.toBe(ccValue(ccKey, 'at', 'c-1'));
    expect(ccValue(ccKey, 'de', 'c-1')).not.toContain('c-1');
  });
});
