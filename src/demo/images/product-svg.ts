// One product picture as SVG: the drawing of a kind in a colour and style, shown in one of three views.
import { colours } from '@/commerce/catalog/colours';
import type { ProductKind } from '@/commerce/catalog/product-kinds';
import { drawings, settings } from './drawings';
import { IMAGE_HEIGHT, IMAGE_WIDTH, type ProductImageRef } from '@/commerce/catalog/media-path';
import { floorShadow, sceneDefs, setting, studio } from './scenes';
import { mix, palette } from './svg-kit';

/** A calm wall colour that goes with the product: its colour washed out towards a warm white. */
function accentFor(hex: string): string {
  return mix(hex, '#f1ece4', 0.82);
}

/** The drawing in one flat colour, for its shadow. */
function silhouette(art: string): string {
  return art
    .replace(/fill="(?!none)[^"]*"/g, 'fill="#000"')
    .replace(/stroke="(?!none)[^"]*"/g, 'stroke="#000"')
    .replace(/id="/g, 'id="shadow-')
    .replace(/url\(#/g, 'url(#shadow-');
}

/** The drawing placed on the 400×500 stage, with its shadow, without a background (also for editorial pictures). */
export function placedProduct(ref: Omit<ProductImageRef, 'view'>): { drawn: string; grounded: string } {
  const drawing = drawings[ref.kind];
  const hex = colours[ref.colour].hex;
  const lower = drawing.lower ?? 0;
  const scale = drawing.scale ?? 1;
  const flat = drawing.mount === 'flat';
  const place = `translate(200 450) scale(${scale}) translate(-200 ${-450 + lower})`;
  const art = drawing.draw(palette(hex), ref.style);
  // Laid-out goods cast a soft copy of themselves as shadow; an SVG blur filter would cost four times the render.
  const shadow = flat ? `<g transform="translate(5 8)" opacity="0.1">${silhouette(art)}</g>` : '';
  const drawn = `<g transform="${place}">${shadow}${art}</g>`;
  return { drawn, grounded: flat ? drawn : floorShadow + drawn };
}

export function productSvg(ref: ProductImageRef): string {
  const drawing = drawings[ref.kind];
  const hex = colours[ref.colour].hex;
  const lower = drawing.lower ?? 0;
  const scale = drawing.scale ?? 1;
  const { drawn, grounded } = placedProduct(ref);
  const [fx, fy] = drawing.focus;
  let body: string;
  if (ref.view === 1) {
    body = studio('light') + grounded;
  } else if (ref.view === 2) {
    // The focus point after placing: the detail view centres on it.
    const px = 200 + (fx - 200) * scale;
    const py = 450 + (fy + lower - 450) * scale;
    body =
      studio('warm') + `<g transform="translate(200 250) scale(2.1) translate(${-px} ${-py})">${drawn}</g>`;
  } else {
    const scene = setting(settings[ref.kind as ProductKind], accentFor(hex));
    body =
      sceneDefs() +
      scene +
      `<g transform="translate(200 452) scale(0.76) translate(-200 -452)">${grounded}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 400 500">${body}</svg>`;
}
