import { describe, expect, it } from 'vitest';
import { productKinds } from '@/commerce/catalog/product-kinds';
import { IMAGE_VERSION, parseProductImagePath, productImagePath } from './media-path';

const segments = (path: string) => path.split('/').slice(2);

describe('product image paths', () => {
  it('reads back every path it writes', () => {
    for (const kind of productKinds) {
      const ref = { kind, colour: 'marine' as const, style: 3, view: 2 };
      expect(parseProductImagePath(segments(productImagePath(ref)))).toEqual(ref);
    }
    expect(productImagePath({ kind: 'sofa', colour: 'gruen', style: 1, view: 3 })).toBe(
      `/media/catalog/${IMAGE_VERSION}/sofa/gruen/1-3.webp`,
    );
  });

  it.each([
    ['traversal', ['catalog', IMAGE_VERSION, '..', '..', 'etc', 'passwd']],
    ['encoded traversal', ['catalog', IMAGE_VERSION, 'sofa', '..%2F..', '1-1.webp']],
    ['unknown kind', ['catalog', IMAGE_VERSION, 'rocket', 'rot', '1-1.webp']],
    ['unknown colour', ['catalog', IMAGE_VERSION, 'sofa', 'pink', '1-1.webp']],
    ['old or future version', ['catalog', 'v0', 'sofa', 'rot', '1-1.webp']],
    ['style out of range', ['catalog', IMAGE_VERSION, 'sofa', 'rot', '4-1.webp']],
    ['style zero', ['catalog', IMAGE_VERSION, 'sofa', 'rot', '0-1.webp']],
    ['view out of range', ['catalog', IMAGE_VERSION, 'sofa', 'rot', '1-4.webp']],
    ['other format', ['catalog', IMAGE_VERSION, 'sofa', 'rot', '1-1.png']],
    ['extra segment', ['catalog', IMAGE_VERSION, 'sofa', 'rot', '1-1.webp', 'x']],
    ['missing segment', ['catalog', IMAGE_VERSION, 'sofa', '1-1.webp']],
    ['other area', ['uploads', IMAGE_VERSION, 'sofa', 'rot', '1-1.webp']],
    ['prototype key', ['catalog', IMAGE_VERSION, 'sofa', 'constructor', '1-1.webp']],
    ['null byte', ['catalog', IMAGE_VERSION, 'sofa', 'rot', '1-1.webp\u0000']],
  ])('refuses %s', (_label, parts) => {
    expect(parseProductImagePath(parts as string[])).toBeNull();
  });
});
