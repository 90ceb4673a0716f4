import { describe, expect, it } from 'vitest';
import { testClock, testShop } from '@/commerce/customer/customer-factories';
import { createPaylink } from './create-paylink';
import { readPaylinkToken, signPaylinkToken, validPaylinkClaims, type PaylinkClaims } from './paylink-token';

const secret = 's'.repeat(40);
const clock = testClock(new Date('2026-11-23T10:00:00Z'));
const claims: PaylinkClaims = {
  tenant: 'de',
  customerId: '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
  orderId: '1a2b3c4d-5e6f-4a0b-9c8d-7e6f5a4b3c2d',
  amount: 4_995,
  currency: 'EUR',
  exp: Math.floor(clock.now().getTime() / 1000) + 3600,
  nonce: 'n0nce-n0nce-n0nce-1',
};

/** The token with its payload part replaced by changed claims, the signature kept. */
function withClaims(token: string, change: Partial<PaylinkClaims>): string {
  const [, signature] = token.split('.');
  const payload = Buffer.from(JSON.stringify({ ...claims, ...change })).toString('base64url');
  return `${payload}.${signature}`;
}

describe('payment link token', () => {
  it('round-trips its claims', () => {
    expect(readPaylinkToken(signPaylinkToken(claims, secret), secret)).toEqual(claims);
  });

  it.each([
    ['amount', { amount: 1 }],
    ['tenant', { tenant: 'at' }],
    ['customer', { customerId: '9b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d' }],
    ['order', { orderId: '9a2b3c4d-5e6f-4a0b-9c8d-7e6f5a4b3c2d' }],
    ['expiry', { exp: claims.exp + 86_400 }],
    ['currency', { currency: 'CHF' }],
    ['nonce', { nonce: 'another-nonce-000001' }],
  ])('refuses a token whose %s was changed', (_name, change) => {
    expect(readPaylinkToken(withClaims(signPaylinkToken(claims, secret), change), secret)).toBeNull();
  });

  it('refuses another secret, a cut or padded token and junk', () => {
    const token = signPaylinkToken(claims, secret);
    expect(readPaylinkToken(token, 't'.repeat(40))).toBeNull();
    expect(readPaylinkToken(token.slice(0, -2), secret)).toBeNull();
    expect(readPaylinkToken(`${token}.x`, secret)).toBeNull();
    expect(readPaylinkToken('', secret)).toBeNull();
    expect(readPaylinkToken('a'.repeat(5000), secret)).toBeNull();
  });

  it('is valid only in its own shop and before it expires', () => {
    const token = signPaylinkToken(claims, secret);
    expect(validPaylinkClaims(testShop('de', clock), token, secret)).toEqual(claims);
    expect(validPaylinkClaims(testShop('at', clock), token, secret)).toBeNull();
    const later = testClock(new Date(claims.exp * 1000));
    expect(validPaylinkClaims(testShop('de', later), token, secret)).toBeNull();
  });

  it('creates an absolute link to the tenant’s localized /paylink page', () => {
    const shop = testShop('ch', clock, 'fr-CH');
    const link = createPaylink(
      shop,
      {
        customerId: claims.customerId,
        orderId: claims.orderId,
        amount: 2_000,
        expiresAt: new Date(clock.now().getTime() + 60_000),
      },
      { baseUrls: { ch: 'https://www.example.ch' }, port: 3000, secret },
    );
    expect(link.url).toBe(`https://www.example.ch/fr/paylink?token=${encodeURIComponent(link.token)}`);
    expect(readPaylinkToken(link.token, secret)).toMatchObject({
      tenant: 'ch',
      currency: 'CHF',
      amount: 2_000,
    });
    expect(() =>
      createPaylink(shop, {
        customerId: claims.customerId,
        orderId: claims.orderId,
        amount: 2_000,
        expiresAt: clock.now(),
      }),
    ).toThrow();
  });
});
