import { describe, expect, it } from 'vitest';
import { editorialPath, editorialSrcSet, parseEditorialPath } from './editorial-media';

const segments = (path: string) => path.slice('/media/'.length).split('/');

describe('editorial picture paths', () => {
  it('round-trips a picture of a known format and width', () => {
    const ref = { format: 'wide', name: 'herbst-mode', width: 1024 } as const;
    expect(parseEditorialPath(segments(editorialPath(ref)))).toEqual(ref);
  });

  it('refuses widths, formats, versions and names outside the closed lists', () => {
    for (const path of [
      '/media/editorial/v1/wide/herbst-mode/1000.webp',
      '/media/editorial/v1/tall/herbst-mode/1024.webp',
      '/media/editorial/v0/wide/herbst-mode/1024.webp',
      '/media/editorial/v1/wide/..%2Fetc/1024.webp',
      '/media/editorial/v1/wide/Herbst/1024.webp',
      '/media/editorial/v1/wide/herbst-mode/1024.png',
    ])
      expect(parseEditorialPath(segments(path)), path).toBeNull();
  });

  it('offers every width of the format as srcset, and none for other pictures', () => {
    expect(editorialSrcSet('/media/editorial/v1/square/damen/640.webp')).toBe(
      ['200', '320', '480', '640'].map((w) => `/media/editorial/v1/square/damen/${w}.webp ${w}w`).join(', '),
    );
    expect(editorialSrcSet('https://cdn.example/hero.jpg')).toBeUndefined();
  });
});
