import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { editorialImage } from './editorial-image';
import { parseEditorialPath } from '@/commerce/content/editorial-media';
import { editorialSvg } from './editorial-pictures';

const cacheDir = mkdtempSync(path.join(tmpdir(), 'editorial-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('editorialImage', () => {
  it('draws a picture at the width asked for, in the format’s ratio', async () => {
    const image = await editorialImage(['editorial', 'v1', 'square', 'damen', '320.webp'], cacheDir);
    expect(image).not.toBeNull();
    const meta = await sharp(image!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 320]);
  });

  it('answers null for a name it does not draw or a name in the wrong format', async () => {
    expect(await editorialImage(['editorial', 'v1', 'square', 'unknown', '320.webp'], cacheDir)).toBeNull();
    expect(await editorialImage(['editorial', 'v1', 'wide', 'damen', '480.webp'], cacheDir)).toBeNull();
  });

  it('draws every editorial picture the shipped content names', () => {
    const srcs = new Set<string>();
    for (const file of readdirSync('content', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json')))
      for (const [, src] of readFileSync(path.join('content', file), 'utf8').matchAll(/"(\/media\/editorial\/[^"]+)"/g)) srcs.add(src!);
    expect(srcs.size).toBeGreaterThan(5);
    for (const src of srcs) {
      const ref = parseEditorialPath(src.slice('/media/'.length).split('/'));
      expect(ref && editorialSvg(ref), src).toBeTruthy();
    }
  });
});
