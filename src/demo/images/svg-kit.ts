// Small helpers for the product drawings: a palette derived from one colour (shades for depth, a line colour
// that stays visible on white goods) and terse SVG element builders. Drawings use a 400 × 500 canvas.

export interface Palette {
  base: string;
  light: string;
  lighter: string;
  dark: string;
  darker: string;
  /** Outline and seam colour: darker than the base, and visible even when the base is white. */
  line: string;
  /** Very dark bases (black, navy): highlights matter more than shadows. */
  isDark: boolean;
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** a → b by t (0–1). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function palette(base: string): Palette {
  const lum = luminance(base);
  return {
    base,
    light: mix(base, '#ffffff', lum < 0.2 ? 0.22 : 0.28),
    lighter: mix(base, '#ffffff', lum < 0.2 ? 0.4 : 0.55),
    dark: mix(base, '#000000', lum > 0.85 ? 0.1 : 0.22),
    darker: mix(base, '#000000', lum > 0.85 ? 0.2 : 0.42),
    line: lum > 0.8 ? '#a9a6a0' : mix(base, '#000000', lum < 0.2 ? 0 : 0.5),
    isDark: lum < 0.2,
  };
}

type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('');
}

export const path = (d: string, fill: string, a: Attrs = {}) => `<path d="${d}"${attrs({ fill, ...a })}/>`;
export const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}) =>
  `<rect${attrs({ x, y, width: w, height: h, fill, ...a })}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  `<circle${attrs({ cx, cy, r, fill, ...a })}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}) =>
  `<ellipse${attrs({ cx, cy, rx, ry, fill, ...a })}/>`;
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 2,
  a: Attrs = {},
) => `<line${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...a })}/>`;
export const stroke = (d: string, colour: string, width = 2, a: Attrs = {}) =>
  path(d, 'none', {
    stroke: colour,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...a,
  });
export const group = (content: string, transform?: string, a: Attrs = {}) =>
  `<g${attrs({ transform, ...a })}>${content}</g>`;

/** Content clipped to a shape; ids must be unique within one picture. */
export const clipped = (id: string, d: string, content: string) =>
  `<clipPath id="${id}"><path d="${d}"/></clipPath><g clip-path="url(#${id})">${content}</g>`;

/** Outline for a filled shape. */
export const outline = (p: Palette, width = 2) => ({
  stroke: p.line,
  'stroke-width': width,
  'stroke-linejoin': 'round',
});

/** n copies of a builder over i = 0 … n − 1. */
export const repeat = (n: number, build: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => build(i)).join('');

/** A soft highlight down the left side of a shape, as light from the upper left would give. */
export const sheen = (d: string, p: Palette) =>
  path(d, p.isDark ? p.lighter : '#ffffff', { opacity: p.isDark ? 0.3 : 0.22 });

/** A shadow fold or crease. */
export const fold = (d: string, p: Palette, width = 2) => stroke(d, p.dark, width, { opacity: 0.7 });

export const WOOD = '#b98a5a';
export const WOOD_DARK = '#8a6238';
export const METAL = '#9aa0a6';
export const STEEL = '#c7ccd1';
export const GLASS = '#cfe3ec';
export const WHITE = '#fbfbf9';
export const INK = '#2b2b2b';
