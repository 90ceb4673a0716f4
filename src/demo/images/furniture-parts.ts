// Shared parts of the furniture drawings: legs, cushions, table tops, and what stands on tables.
import { outline, path, rect, stroke, type Palette } from './svg-kit';

export const legs = (xs: number[], y: number, h: number, colour: string, w = 10) =>
  xs.map((x) => rect(x - w / 2, y, w, h, colour, { rx: 2 })).join('');
export const cushion = (x: number, y: number, w: number, h: number, fill: string, p: Palette) =>
  rect(x, y, w, h, fill, { rx: 12, ...outline(p, 1.5) });

export function tableTop(p: Palette, x0: number, x1: number, y: number, depth: number, edge: number): string {
  return (
    path(
      `M${x0 + 20} ${y} L${x1 - 20} ${y} L${x1} ${y + depth} L${x0} ${y + depth} Z`,
      p.light,
      outline(p, 1.5),
    ) + rect(x0, y + depth, x1 - x0, edge, p.base, outline(p, 1.5))
  );
}

export const bookStack = (x: number, y: number) =>
  rect(x, y - 10, 46, 10, '#3f6d8c') +
  rect(x + 4, y - 20, 40, 10, '#c46a3c') +
  rect(x + 2, y - 28, 42, 8, '#e7e1d5');
export const vaseWithStems = (x: number, y: number) =>
  path(
    `M${x - 9} ${y} Q${x - 14} ${y - 24} ${x - 5} ${y - 34} L${x + 5} ${y - 34} Q${x + 14} ${y - 24} ${x + 9} ${y} Z`,
    '#dcd3c3',
  ) + stroke(`M${x} ${y - 34} q-8 -30 -20 -40 M${x} ${y - 34} q6 -34 16 -44`, '#5b7d55', 2.5);
