// The flat front view every top, dress and jacket starts from: a parametric outline with shoulders, sleeves, body
// and neckline, filled and shaded.
import { circle, outline, path, repeat, sheen, type Palette } from './svg-kit';

type Point = [number, number];
export type Sleeve = 'none' | 'short' | 'long';
type Neck = 'crew' | 'v' | 'high' | 'square';

export interface TopShape {
  top: number;
  neckW: number;
  shoulderW: number;
  bodyW: number;
  armpit: number;
  waistY: number;
  waistW: number;
  hem: number;
  hemW: number;
  sleeve: Sleeve;
  neck: Neck;
  /** How far a long sleeve reaches down. */
  cuff?: number;
}

const mirror = ([x, y]: Point): Point => [400 - x, y];

function leftSide(s: TopShape): Point[] {
  const shoulder: Point = [200 - s.shoulderW, s.top + 14];
  const armpit: Point = [200 - s.bodyW, s.armpit];
  const sleeve: Point[] =
    s.sleeve === 'short'
      ? [
          [200 - s.shoulderW - 36, s.top + 72],
          [200 - s.shoulderW - 10, s.top + 88],
        ]
      : s.sleeve === 'long'
        ? [
            [200 - s.shoulderW - 34, s.cuff ?? s.hem - 30],
            [200 - s.shoulderW - 6, (s.cuff ?? s.hem - 30) + 6],
          ]
        : [[200 - s.bodyW - 4, s.top + 40]];
  return [shoulder, ...sleeve, armpit, [200 - s.waistW, s.waistY], [200 - s.hemW, s.hem]];
}

/** The outline of a top or dress: shoulders, sleeves, body to the hem, and the neckline. */
export function topPath(s: TopShape): string {
  const left = leftSide(s);
  const right = left.map(mirror).reverse();
  const pts = (list: Point[]) => list.map(([x, y]) => `L${x} ${y}`).join(' ');
  const neckL = 200 - s.neckW;
  const neckR = 200 + s.neckW;
  const neckline =
    s.neck === 'v'
      ? `L${neckR} ${s.top} L200 ${s.top + 60} Z`
      : s.neck === 'square'
        ? `L${neckR} ${s.top} L${neckR} ${s.top + 30} L${neckL} ${s.top + 30} Z`
        : s.neck === 'high'
          ? `L${neckR} ${s.top} Q200 ${s.top + 8} ${neckL} ${s.top} Z`
          : `L${neckR} ${s.top} Q200 ${s.top + 26} ${neckL} ${s.top} Z`;
  return `M${neckL} ${s.top} ${pts(left)} ${pts(right)} ${neckline}`;
}

export function garment(s: TopShape, p: Palette, extra = ''): string {
  const d = topPath(s);
  const shine = `M${200 - s.bodyW + 8} ${s.armpit + 10} L${200 - s.bodyW + 26} ${s.armpit + 10} L${200 - s.hemW + 30} ${s.hem - 8} L${200 - s.hemW + 10} ${s.hem - 8} Z`;
  return path(d, p.base, outline(p)) + sheen(shine, p) + extra;
}

export const buttons = (x: number, from: number, to: number, n: number, colour: string) =>
  repeat(n, (i) => circle(x, from + ((to - from) * i) / Math.max(1, n - 1), 3.2, colour));

/** Measurements of a plain top; drawings override what differs. */
export const base = {
  top: 80,
  neckW: 26,
  shoulderW: 78,
  bodyW: 66,
  armpit: 150,
  waistY: 240,
  waistW: 64,
  hem: 340,
  hemW: 68,
};
