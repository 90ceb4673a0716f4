import { describe, expect, it } from 'vitest';
import { inLocaleOf, parseShopContext, shopContext } from './shop-context';

describe('shop context', () => {
  it('switches to another of the shop’s languages and keeps the clock', () => {
    const now = () => new Date('2026-11-24T10:00:00Z');
    const ch = shopContext('ch', 'de-CH', now);
    const fr = inLocaleOf(ch, 'fr-CH');
    expect(fr).toMatchObject({ locale: 'fr-CH', currency: 'CHF' });
    expect(fr.now).toBe(now);
  });

  it('stays in its own language for a locale it does not offer or a non-locale', () => {
    const de = shopContext('de', 'de-DE');
    expect(inLocaleOf(de, 'fr-CH')).toBe(de);
    expect(inLocaleOf(de, 'xx-YY')).toBe(de);
    expect(inLocaleOf(de, null)).toBe(de);
  });

  it('reads untrusted strings into a context, or nothing', () => {
    expect(parseShopContext('nl', 'nl-NL')?.locale).toBe('nl-NL');
    expect(parseShopContext('nl', 'de-DE')).toBeNull();
    expect(parseShopContext('xx', 'de-DE')).toBeNull();
  });
});
