import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { previewLifetime, previewTarget, signPreviewToken, verifyPreviewToken } from './preview-token';

const secret = 'test-preview-secret-of-at-least-32-characters';
const now = new Date('2026-11-26T09:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('preview token', () => {
  it('is valid for its shop until it expires', async () => {
    const token = await signPreviewToken({ tenant: 'de', secret, now, lifetimeSeconds: 3600 });
    expect(await verifyPreviewToken(token, { tenant: 'de', secret, now })).toEqual({ ok: true, expiresAt: later(3600) });
    expect(await verifyPreviewToken(token, { tenant: 'de', secret, now: later(3599) })).toMatchObject({ ok: true });
    expect(await verifyPreviewToken(token, { tenant: 'de', secret, now: later(3601) })).toEqual({ ok: false, reason: 'expired' });
  });

  it('lasts an hour unless told otherwise', async () => {
    const token = await signPreviewToken({ tenant: 'nl', secret, now });
    expect(await verifyPreviewToken(token, { tenant: 'nl', secret, now })).toEqual({ ok: true, expiresAt: later(previewLifetime.defaultSeconds) });
  });

  it('opens no other shop, and no token signed with another secret', async () => {
    const token = await signPreviewToken({ tenant: 'de', secret, now });
    expect(await verifyPreviewToken(token, { tenant: 'at', secret, now })).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyPreviewToken(token, { tenant: 'de', secret: `${secret}-other`, now })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses tampered, unsigned, missing and oversized tokens', async () => {
    const token = await signPreviewToken({ tenant: 'de', secret, now });
    const [head, body, signature] = token.split('.');
    const otherBody = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), aud: 'preview:at' })).toString('base64url');
    for (const bad of [`${head}.${otherBody}.${signature}`, `${head}.${body}.`, 'not-a-token', '', undefined, 'a'.repeat(2000)])
      expect(await verifyPreviewToken(bad, { tenant: 'de', secret, now })).toEqual({ ok: false, reason: 'invalid' });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;
    expect(await verifyPreviewToken(none, { tenant: 'de', secret, now })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses lifetimes outside one minute to a week, also in a token signed by hand', async () => {
    await expect(signPreviewToken({ tenant: 'de', secret, now, lifetimeSeconds: 59 })).rejects.toThrow(RangeError);
    await expect(signPreviewToken({ tenant: 'de', secret, now, lifetimeSeconds: previewLifetime.maxSeconds + 1 })).rejects.toThrow(RangeError);
    const iat = Math.floor(now.getTime() / 1000);
    const forever = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('schaufenster-preview')
      .setAudience('preview:de')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 365 * 24 * 3600)
      .sign(new TextEncoder().encode(secret));
    expect(await verifyPreviewToken(forever, { tenant: 'de', secret, now })).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('previewTarget', () => {
  it('keeps a path of the shop and turns anything else into the home page', () => {
    expect(previewTarget('/fr/aide-service?x=1#top')).toBe('/fr/aide-service?x=1#top');
    for (const bad of [null, '', 'https://evil.example/', '//evil.example/', '/\\evil.example', 'service', '/a b', `/${'a'.repeat(600)}`])
      expect(previewTarget(bad)).toBe('/');
  });
});
