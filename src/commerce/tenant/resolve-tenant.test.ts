import { describe, expect, it } from 'vitest';
import { hostName, redirectOrigin, resolveTenant, tenantBaseUrl } from './resolve-tenant';

describe('resolveTenant', () => {
  it.each([
    ['localhost:3000', 'de'],
    ['de.localhost:3000', 'de'],
    ['at.localhost', 'at'],
    ['CH.LOCALHOST:3000', 'ch'],
    ['nl.localhost:8080', 'nl'],
  ])('maps the development host %s to tenant %s', (host, tenant) => {
    expect(resolveTenant(host)).toEqual({ tenant, matched: true });
  });

  it('maps configured production hosts before development hosts', () => {
    const baseUrls = { at: 'https://www.lindenberg.at', ch: 'https://shop.sonnmatt.ch' };
    expect(resolveTenant('www.lindenberg.at', baseUrls)).toEqual({ tenant: 'at', matched: true });
    expect(resolveTenant('shop.sonnmatt.ch:443', baseUrls)).toEqual({ tenant: 'ch', matched: true });
  });

  it.each([['evil.example'], [''], [null], ['localhost.evil.example'], ['[::1]:3000']])(
    'falls back to the default tenant for the unknown host %s and says it did',
    (host) => {
      expect(resolveTenant(host)).toEqual({ tenant: 'de', matched: false });
    },
  );
});

describe('hostName', () => {
  it('drops the port and keeps IPv6 brackets', () => {
    expect(hostName('Example.COM:3000')).toBe('example.com');
    expect(hostName('[::1]:3000')).toBe('[::1]');
  });
});

describe('tenantBaseUrl', () => {
  it('uses the configured production URL, else the development host', () => {
    expect(tenantBaseUrl('nl', { nl: 'https://www.lindenberg.nl' }, 3000)).toBe('https://www.lindenberg.nl');
    expect(tenantBaseUrl('de', {}, 3000)).toBe('http://localhost:3000');
    expect(tenantBaseUrl('ch', {}, 4000)).toBe('http://ch.localhost:4000');
  });
});

describe('redirectOrigin', () => {
  it('is the configured URL of the tenant, whatever the Host header says', () => {
    expect(redirectOrigin('at', { at: 'https://www.lindenberg.at' }, 'evil.example')).toBe('https://www.lindenberg.at');
  });

  it('else a development host of the tenant with the request’s port, never a foreign host', () => {
    expect(redirectOrigin('ch', {}, 'ch.localhost:3210')).toBe('http://ch.localhost:3210');
    expect(redirectOrigin('de', {}, 'de.localhost:3000')).toBe('http://de.localhost:3000');
    expect(redirectOrigin('de', {}, 'evil.example')).toBe('http://localhost');
    expect(redirectOrigin('de', {}, 'evil.example:8080')).toBe('http://localhost:8080');
    expect(redirectOrigin('de', {}, 'evil.example:99999')).toBe('http://localhost');
  });
});
