import { describe, expect, it } from 'vitest';
import { cacheTags, productChangeTags } from './cache-tags';

describe('cacheTags', () => {
  it('names product, category and content tags as ARCHITECTURE.md promises', () => {
    expect(cacheTags.product('1000042')).toBe('product:1000042');
    expect(cacheTags.category('damen-schuhe')).toBe('category:damen-schuhe');
    expect(cacheTags.content('de/de-DE/pages/agb.json')).toBe('content:de/de-DE/pages/agb.json');
  });

  it('refuses an empty key, and names a key too long for Next.js (256 characters) by its digest', () => {
    expect(() => cacheTags.product('')).toThrow(RangeError);
    expect(cacheTags.content('x'.repeat(248))).toBe(`content:${'x'.repeat(248)}`);
    const long = cacheTags.content(`de/de-DE/pages/${'a'.repeat(300)}.json`);
    expect(long).toMatch(/^content:#[0-9a-f]{64}$/);
    expect(cacheTags.content(`de/de-DE/pages/${'a'.repeat(300)}.json`)).toBe(long);
    expect(cacheTags.content(`de/de-DE/pages/${'b'.repeat(300)}.json`)).not.toBe(long);
  });
});

describe('productChangeTags', () => {
  it('makes the products and the listings of their categories and every category above stale, each once', () => {
    expect(
      productChangeTags(['1000001', '1000002', '1000001'], ['schuhe/schuhe-damen/schuhe-damen-sneaker', 'schuhe/schuhe-herren', 'sale']),
    ).toEqual([
      'product:1000001',
      'product:1000002',
      'category:schuhe',
      'category:schuhe-damen',
      'category:schuhe-damen-sneaker',
      'category:schuhe-herren',
      'category:sale',
    ]);
  });

  it('names nothing when nothing changed', () => {
    expect(productChangeTags([], [])).toEqual([]);
  });
});
