import { describe, expect, it } from 'vitest';
import { shopContext } from '@/commerce/tenant/shop-context';
import { linkHref, linkSchema, linkServed, parseLink } from './link';

describe('parseLink', () => {
  it('reads a route key, with a query kept as suffix', () => {
    expect(parseLink('/legal/terms')).toEqual({ kind: 'route', route: '/legal/terms', suffix: '' });
    expect(parseLink('/service/newsletter/subscribe?areaKey=servicePromotionTeaser')).toEqual({
      kind: 'route',
      route: '/service/newsletter/subscribe',
      suffix: '?areaKey=servicePromotionTeaser',
    });
  });

  it('reads other absolute paths as public paths and https, mailto and tel as external', () => {
    expect(parseLink('/c/damen/kleider')).toEqual({ kind: 'path', path: '/c/damen/kleider' });
    expect(parseLink('https://www.example.org/a')).toEqual({
      kind: 'external',
      url: 'https://www.example.org/a',
    });
    expect(parseLink('tel:+49 30 23125 400')).toEqual({ kind: 'external', url: 'tel:+493023125400' });
    expect(parseLink('mailto:service@lindenberg.example')).toMatchObject({ kind: 'external' });
  });

  it.each([
    '//evil.example/x',
    'javascript:alert(1)',
    'http://insecure.example',
    'c/damen',
    '/c/../admin',
    '/c/da men',
    '/product/[slug]',
    '',
  ])('refuses %j', (value) => {
    expect(parseLink(value)).toBeNull();
  });

  it('reports a refused link as a schema issue', () => {
    expect(linkSchema.safeParse('javascript:alert(1)').success).toBe(false);
  });
});

describe('linkHref', () => {
  it('localizes route keys and prefixes paths for a second locale', () => {
    const fr = shopContext('ch', 'fr-CH');
    expect(linkHref({ kind: 'route', route: '/legal/terms', suffix: '' }, fr)).toBe('/fr/aide-service/cgv');
    expect(linkHref({ kind: 'path', path: '/c/femme' }, fr)).toBe('/fr/c/femme');
    expect(linkHref({ kind: 'path', path: '/' }, fr)).toBe('/fr');
  });

  it('leaves the default locale without prefix and external links as they are', () => {
    const nl = shopContext('nl', 'nl-NL');
    expect(linkHref({ kind: 'route', route: '/legal/imprint', suffix: '#kvk' }, nl)).toBe(
      '/klantenservice/over-ons/colofon#kvk',
    );
    expect(linkHref({ kind: 'path', path: '/c/dames' }, nl)).toBe('/c/dames');
    expect(linkHref({ kind: 'external', url: 'https://example.org' }, nl)).toBe('https://example.org');
  });
});

describe('linkServed', () => {
  const de = shopContext('de', 'de-DE');
  const served = (value: string, shop = de) => linkServed(parseLink(value)!, shop);

  it('leaves out account pages a shop switched off', () => {
    expect(served('/account/bookings')).toBe(de.tenant.flags.supportedPathBookings);
    expect(served('/account/orders')).toBe(true);
  });

  it('keeps every other route, public path and external link', () => {
    expect(served('/legal/terms')).toBe(true);
    expect(served('/service/contact')).toBe(true);
    expect(served('/service/newsletter/subscribe?areaKey=servicePromotionTeaser')).toBe(true);
    expect(served('/c/damen')).toBe(true);
    expect(served('https://example.org/')).toBe(true);
  });
});
