// The editorial pictures of the shipped content (home hero, category tiles), composed from the product drawings: a few
// goods on a set — wall, arch, floor — in the mood of a catalogue spread. Pictures are drawn at the size asked for.
import type { ColourKey } from '@/commerce/catalog/colours';
import type { ProductKind } from '@/commerce/catalog/product-kinds';
import { editorialFormats, editorialHeight, type EditorialFormat, type EditorialRef } from '@/commerce/content/editorial-media';
import { placedProduct } from './product-svg';
import { mix } from './svg-kit';

interface Item {
  kind: ProductKind;
  colour: ColourKey;
  style?: number;
  /** Centre and floor line in the set's coordinates (wide 1000 × 500, square 500 × 500), and the drawing's height. */
  x: number;
  floor: number;
  height: number;
}

interface Composition {
  format: EditorialFormat;
  /** Wall colour; the floor and arch are derived from it. */
  wall: string;
  /** Floor: wood or a pale stone. */
  floor: 'wood' | 'stone';
  items: Item[];
}

const compositions: Record<string, Composition> = {
  'herbst-mode': {
    format: 'wide',
    wall: '#e8d9c8',
    floor: 'wood',
    items: [
      { kind: 'coat', colour: 'cognac', x: 300, floor: 470, height: 430 },
      { kind: 'dress', colour: 'bordeaux', style: 2, x: 520, floor: 470, height: 420 },
      { kind: 'knit', colour: 'beige', x: 720, floor: 470, height: 300 },
      { kind: 'ankle-boot', colour: 'braun', x: 850, floor: 480, height: 150 },
      { kind: 'bag', colour: 'schwarz', x: 140, floor: 480, height: 170 },
    ],
  },
  'wohnen-winter': {
    format: 'wide',
    wall: '#c9d6d0',
    floor: 'stone',
    items: [
      { kind: 'lamp', colour: 'gold', x: 140, floor: 470, height: 380 },
      { kind: 'sofa', colour: 'gruen', x: 480, floor: 478, height: 540 },
      { kind: 'coffee-table', colour: 'natur', x: 780, floor: 482, height: 280 },
      { kind: 'vase', colour: 'weiss', x: 900, floor: 470, height: 170 },
    ],
  },
  damen: {
    format: 'square',
    wall: '#f0d9d6',
    floor: 'stone',
    items: [
      { kind: 'dress', colour: 'rot', x: 210, floor: 470, height: 420 },
      { kind: 'pump', colour: 'schwarz', x: 390, floor: 480, height: 140 },
    ],
  },
  herren: {
    format: 'square',
    wall: '#d5dde6',
    floor: 'wood',
    items: [
      { kind: 'blazer', colour: 'marine', x: 200, floor: 470, height: 400 },
      { kind: 'derby', colour: 'cognac', x: 390, floor: 480, height: 130 },
    ],
  },
  kinder: {
    format: 'square',
    wall: '#f4e6b8',
    floor: 'wood',
    items: [
      { kind: 'pyjamas', colour: 'hellblau', x: 190, floor: 470, height: 360 },
      { kind: 'sneaker', colour: 'rot', style: 2, x: 385, floor: 480, height: 130 },
    ],
  },
  schuhe: {
    format: 'square',
    wall: '#e6e0d6',
    floor: 'stone',
    items: [
      { kind: 'ankle-boot', colour: 'cognac', x: 160, floor: 460, height: 230 },
      { kind: 'sneaker', colour: 'weiss', x: 350, floor: 480, height: 180 },
    ],
  },
  moebel: {
    format: 'square',
    wall: '#dfe5da',
    floor: 'wood',
    items: [
      { kind: 'armchair', colour: 'oliv', x: 230, floor: 475, height: 360 },
      { kind: 'lamp', colour: 'schwarz', x: 420, floor: 470, height: 330 },
    ],
  },
  wohnen: {
    format: 'square',
    wall: '#ece4f0',
    floor: 'stone',
    items: [
      { kind: 'bedding', colour: 'rosa', x: 220, floor: 470, height: 300 },
      { kind: 'vase', colour: 'blau', x: 410, floor: 470, height: 180 },
    ],
  },
  technik: {
    format: 'square',
    wall: '#d9dde2',
    floor: 'wood',
    items: [
      { kind: 'tv', colour: 'schwarz', x: 240, floor: 440, height: 320 },
      { kind: 'headphones', colour: 'silber', x: 420, floor: 480, height: 150 },
    ],
  },
  sale: {
    format: 'square',
    wall: '#f3c9c0',
    floor: 'stone',
    items: [
      { kind: 'jacket', colour: 'gelb', x: 200, floor: 470, height: 380 },
      { kind: 'scarf', colour: 'rot', x: 395, floor: 480, height: 200 },
    ],
  },
};


/** Each drawing's ids get a prefix of their own: two drawings of one kind must not share a gradient. */
function isolate(svg: string, prefix: string): string {
  return svg
    .replace(/id="/g, `id="${prefix}-`)
    .replace(/url\(#/g, `url(#${prefix}-`)
    .replace(/href="#/g, `href="#${prefix}-`);
}

function set(composition: Composition, width: number, height: number): string {
  const { wall } = composition;
  const floorY = height * 0.82;
  const floorTop = composition.floor === 'wood' ? '#c49a6c' : mix(wall, '#ffffff', 0.55);
  const floorBottom = composition.floor === 'wood' ? '#a57b50' : mix(wall, '#b9b2a8', 0.5);
  const archWidth = Math.min(width * 0.42, height * 0.9);
  const archX = width * (composition.format === 'wide' ? 0.62 : 0.5) - archWidth / 2;
  return (
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(wall, '#ffffff', 0.35)}"/><stop offset="1" stop-color="${wall}"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floorTop}"/><stop offset="1" stop-color="${floorBottom}"/></linearGradient>` +
    `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#wall)"/>` +
    `<path d="M${archX} ${floorY} V${height * 0.1 + archWidth / 2} a${archWidth / 2} ${archWidth / 2} 0 0 1 ${archWidth} 0 V${floorY} Z" fill="${mix(wall, '#ffffff', 0.5)}"/>` +
    `<rect y="${floorY}" width="${width}" height="${height - floorY}" fill="url(#floor)"/>` +
    `<rect y="${floorY - 4}" width="${width}" height="6" fill="${mix(wall, '#ffffff', 0.7)}"/>`
  );
}

/** The composition's SVG at the asked width, or null for a name or format this shop does not draw. */
export function editorialSvg(ref: EditorialRef): string | null {
  const composition = Object.hasOwn(compositions, ref.name) ? compositions[ref.name] : undefined;
  if (!composition || composition.format !== ref.format) return null;
  const stageWidth = composition.format === 'wide' ? 1000 : 500;
  const stageHeight = stageWidth / editorialFormats[composition.format].ratio;
  const goods = composition.items
    .map((item, index) => {
      const { grounded } = placedProduct({ kind: item.kind, colour: item.colour, style: item.style ?? 1 });
      const w = item.height * 0.8;
      // The drawings stand on y = 450 of their 500-high stage.
      const y = item.floor - item.height * 0.9;
      return `<svg x="${item.x - w / 2}" y="${y}" width="${w}" height="${item.height}" viewBox="0 0 400 500">${isolate(grounded, `p${index}`).replace('url(#p' + index + '-shadow)', 'url(#shadow)')}</svg>`;
    })
    .join('');
  const height = editorialHeight(ref.format, ref.width);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ref.width}" height="${height}" viewBox="0 0 ${stageWidth} ${stageHeight}">${set(composition, stageWidth, stageHeight)}${goods}</svg>`;
}
