// URLs of the generated product pictures: /media/catalog/<version>/<kind>/<colour>/<style>-<view>.webp.
// Everything in the path comes from a closed list, so a request for anything else is a 404 without touching disk.
import { isColourKey, type ColourKey } from '@/commerce/catalog/colours';
import { isProductKind, type ProductKind } from '@/commerce/catalog/product-kinds';

/** Raised when the drawings change, so browsers that cached an old picture for a year fetch the new one. */
export const IMAGE_VERSION = 'v1';
export const IMAGE_WIDTH = 800;
export const IMAGE_HEIGHT = 1000;
/** Drawing variants of a kind (a dress with long or short sleeves, a sofa with different legs). */
export const IMAGE_STYLES = 3;
/** 1: the product; 2: a detail; 3: the product in a scene. */
export const IMAGE_VIEWS = 3;

export interface ProductImageRef {
  kind: ProductKind;
  colour: ColourKey;
  style: number;
  view: number;
}

export function productImagePath(ref: ProductImageRef): string {
  return `/media/catalog/${IMAGE_VERSION}/${ref.kind}/${ref.colour}/${ref.style}-${ref.view}.webp`;
}

const FILE = /^([1-9])-([1-9])\.webp$/;

/** The picture a media URL names (segments after /media/), or null for anything this code does not draw. */
export function parseProductImagePath(segments: readonly string[]): ProductImageRef | null {
  if (segments.length !== 5) return null;
  const [area, version, kind, colour, file] = segments;
  if (area !== 'catalog' || version !== IMAGE_VERSION || !isProductKind(kind) || !isColourKey(colour))
    return null;
  const match = FILE.exec(file ?? '');
  if (!match) return null;
  const style = Number(match[1]);
  const view = Number(match[2]);
  if (style > IMAGE_STYLES || view > IMAGE_VIEWS) return null;
  return { kind, colour, style, view };
}
