import { describe, expect, it } from 'vitest';
import { refuseForgedRequest } from './csrf';

const request = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/api/identity/login', {
    method: 'POST',
    headers: { host: 'localhost:3000', ...headers },
  });

describe('refuseForgedRequest', () => {
  it('lets the storefront’s own request through', () => {
    expect(
      refuseForgedRequest(
        request({ 'x-shop-csrf': '1', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }),
      ),
    ).toBeNull();
    expect(refuseForgedRequest(request({ 'x-shop-csrf': '1' }))).toBeNull();
  });

  it.each([
    ['no CSRF header (an HTML form on another site)', { origin: 'http://localhost:3000' }],
    ['a foreign origin', { 'x-shop-csrf': '1', origin: 'https://evil.example' }],
    ['a sibling shop’s origin', { 'x-shop-csrf': '1', origin: 'http://at.localhost:3000' }],
    ['another port', { 'x-shop-csrf': '1', origin: 'http://localhost:4000' }],
    ['an opaque origin', { 'x-shop-csrf': '1', origin: 'null' }],
    ['a cross-site fetch', { 'x-shop-csrf': '1', 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s with 403', async (_name, headers) => {
    const refused = refuseForgedRequest(request(headers));
    expect(refused?.status).toBe(403);
    expect(await refused?.json()).toMatchObject({ error: 'CSRF_REFUSED' });
  });
});
