// Every kind, style and view renders to a real picture: a valid SVG that rasterises, showing the product in its
// colour on a light background — not a grey box.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { colours } from '@/commerce/catalog/colours';
import { productKinds } from '@/commerce/catalog/product-kinds';
import { IMAGE_STYLES, IMAGE_VIEWS } from '@/commerce/catalog/media-path';
import { productSvg } from './product-svg';

async function pixels(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(100, 125)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, count: info.width * info.height };
}

function share(data: Buffer, count: number, hex: string, tolerance: number): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  let hits = 0;
  for (let i = 0; i < data.length; i += 3) {
    if (Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < tolerance)
      hits++;
  }
  return hits / count;
}

describe('product pictures', () => {
  it.each(productKinds)('draws a %s in its colour in every style', async (kind) => {
    for (let style = 1; style <= IMAGE_STYLES; style++) {
      const svg = productSvg({ kind, colour: 'rot', style, view: 1 });
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="1000"/);
      expect(svg).not.toContain('undefined');
      expect(svg).not.toContain('NaN');
      const { data, count } = await pixels(svg);
      // The product's red covers a visible part of the picture.
      expect(share(data, count, colours.rot.hex, 90), `${kind} style ${style}`).toBeGreaterThan(0.01);
    }
  });

  it('shows different pictures for views, styles and colours', async () => {
    const a = productSvg({ kind: 'sofa', colour: 'grau', style: 1, view: 1 });
    expect(
      new Set([
        a,
        productSvg({ kind: 'sofa', colour: 'grau', style: 1, view: 2 }),
        productSvg({ kind: 'sofa', colour: 'grau', style: 1, view: 3 }),
        productSvg({ kind: 'sofa', colour: 'grau', style: 2, view: 1 }),
        productSvg({ kind: 'sofa', colour: 'blau', style: 1, view: 1 }),
      ]).size,
    ).toBe(5);
    for (let view = 1; view <= IMAGE_VIEWS; view++) {
      const { data, count } = await pixels(productSvg({ kind: 'dress', colour: 'weiss', style: 2, view }));
      // A white dress on a light background is still a picture: many pixels differ clearly from the corner's.
      let differing = 0;
      for (let i = 0; i < data.length; i += 3) {
        if (
          Math.abs(data[i]! - data[0]!) +
            Math.abs(data[i + 1]! - data[1]!) +
            Math.abs(data[i + 2]! - data[2]!) >
          24
        )
          differing++;
      }
      expect(differing / count).toBeGreaterThan(0.1);
    }
  });
});
