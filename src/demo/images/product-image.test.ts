import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_VERSION } from '@/commerce/catalog/media-path';
import { productImage } from './product-image';

const cacheDir = mkdtempSync(path.join(tmpdir(), 'media-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const isWebp = (b: Buffer) =>
  b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';

describe('productImage', () => {
  it('renders a WebP on first request and serves the cached file afterwards', async () => {
    const segments = ['catalog', IMAGE_VERSION, 'tv', 'schwarz', '2-1.webp'];
    const first = await productImage(segments, cacheDir);
    expect(first && isWebp(first)).toBe(true);
    const file = path.join(cacheDir, 'catalog', IMAGE_VERSION, 'tv', 'schwarz', '2-1.webp');
    expect(existsSync(file)).toBe(true);
    expect(await productImage(segments, cacheDir)).toEqual(first);
  });

  it('renders a picture once when it is asked for twice at the same time', async () => {
    const segments = ['catalog', IMAGE_VERSION, 'lamp', 'gelb', '3-3.webp'];
    const [a, b] = await Promise.all([productImage(segments, cacheDir), productImage(segments, cacheDir)]);
    expect(a).toEqual(b);
    expect(
      readdirSync(path.join(cacheDir, 'catalog', IMAGE_VERSION, 'lamp', 'gelb')).filter((f) =>
        f.endsWith('.tmp'),
      ),
    ).toEqual([]);
  });

  it('answers null for anything it does not draw, and writes nothing for it', async () => {
    const before = readdirSync(cacheDir, { recursive: true }).length;
    for (const segments of [
      ['catalog', IMAGE_VERSION, '..', 'schwarz', '1-1.webp'],
      ['catalog', IMAGE_VERSION, 'tv', '..', '1-1.webp'],
      ['..', '..', '..', 'etc', 'passwd'],
      ['catalog', IMAGE_VERSION, 'tv', 'schwarz', '9-9.webp'],
    ]) {
      expect(await productImage(segments, cacheDir)).toBeNull();
    }
    expect(readdirSync(cacheDir, { recursive: true }).length).toBe(before);
  });
});
