import { describe, expect, it } from 'vitest';
import { shopContext } from '@/commerce/tenant/shop-context';
import { contentPath } from './content-paths';

const fr = shopContext('ch', 'fr-CH');

describe('contentPath', () => {
  it('fills tenant, locale and parameters', () => {
    expect(contentPath('navigation', fr)).toBe('ch/fr-CH/navigation.json');
    expect(contentPath('page', fr, { path: 'aide-service/cgv' })).toBe(
      'ch/fr-CH/pages/aide-service/cgv.json',
    );
    expect(contentPath('categorySeo', fr, { category: 'femme' })).toBe('ch/fr-CH/seo/femme.json');
  });

  it('gives null for parameters that are no plain slugs', () => {
    for (const code of ['', '..', 'a/b', 'A', 'x.json', '-x', 'ä']) {
      expect(contentPath('promotion', fr, { code }), code).toBeNull();
    }
    expect(contentPath('page', fr, { path: 'a//b' })).toBeNull();
    expect(contentPath('page', fr, { path: 'a/b/c/d/e/f/g/h/i' })).toBeNull();
  });

  it('names a missing parameter as a programming error', () => {
    expect(() => contentPath('survey', fr)).toThrowError(/needs the parameter identifier/);
  });
});
