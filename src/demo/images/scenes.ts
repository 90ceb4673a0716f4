// Backgrounds for the three views: a studio backdrop, and a setting that fits the goods (a wall for fashion, a
// room for furniture, a kitchen counter for home goods, a desk for technology).
import { circle, ellipse, line, path, rect, repeat, WOOD, WOOD_DARK } from './svg-kit';

export type Setting = 'wall' | 'floor' | 'room' | 'counter' | 'desk';

const gradient = (id: string, from: string, to: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

const shadows =
  '<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>';

export function studio(tone: 'light' | 'warm'): string {
  const [from, to] = tone === 'light' ? ['#f7f6f3', '#e9e6e0'] : ['#f3eee6', '#e4dccf'];
  return `<defs>${gradient('studio', from, to)}${shadows}</defs>${rect(0, 0, 400, 500, 'url(#studio)')}`;
}

export const floorShadow = ellipse(200, 450, 150, 16, 'url(#shadow)');

const plant = (x: number, y: number) =>
  path(`M${x - 18} ${y} L${x + 18} ${y} L${x + 14} ${y + 34} L${x - 14} ${y + 34} Z`, '#c9b79c') +
  repeat(7, (i) =>
    path(`M${x} ${y} q${-30 + i * 10} ${-40 - (i % 3) * 14} ${-24 + i * 8} ${-76 - (i % 2) * 20}`, 'none', {
      stroke: '#4f7a4a',
      'stroke-width': 7,
      'stroke-linecap': 'round',
    }),
  );

/** The setting behind view 3; `accent` tints the wall so the pictures of one product differ in mood. */
export function setting(kind: Setting, accent: string): string {
  switch (kind) {
    case 'wall':
      return (
        rect(0, 0, 400, 500, accent) +
        circle(200, 230, 170, '#ffffff', { opacity: 0.35 }) +
        rect(0, 462, 400, 38, '#d9d2c7') +
        line(200, 0, 200, 40, '#8a8a8a', 2)
      );
    case 'floor':
      return (
        rect(0, 0, 400, 380, accent) +
        rect(0, 372, 400, 10, '#f4f1ec') +
        rect(0, 382, 400, 118, WOOD) +
        repeat(5, (i) => line(0, 400 + i * 22, 400, 400 + i * 22, WOOD_DARK, 1.5, { opacity: 0.5 }))
      );
    case 'room':
      return (
        rect(0, 0, 400, 360, accent) +
        rect(26, 40, 110, 150, '#eaf3f7') +
        rect(26, 40, 110, 150, 'none', { stroke: '#ffffff', 'stroke-width': 8 }) +
        line(81, 40, 81, 190, '#ffffff', 6) +
        rect(0, 356, 400, 144, '#c9a577') +
        repeat(6, (i) => line(0, 372 + i * 22, 400, 372 + i * 22, WOOD_DARK, 1.2, { opacity: 0.45 })) +
        plant(350, 290)
      );
    case 'counter':
      return (
        rect(0, 0, 400, 340, accent) +
        repeat(8, (r) =>
          repeat(7, (c) => rect(c * 60 + (r % 2) * 30 - 30, r * 42, 58, 40, '#ffffff', { opacity: 0.25 })),
        ) +
        rect(0, 336, 400, 164, '#e9e4dc') +
        rect(0, 336, 400, 8, '#d3ccc1')
      );
    case 'desk':
      return (
        rect(0, 0, 400, 350, accent) +
        rect(0, 346, 400, 154, '#b88c5e') +
        rect(0, 346, 400, 10, '#9c7246') +
        plant(52, 270)
      );
  }
}

export function sceneDefs(): string {
  return `<defs>${shadows}</defs>`;
}
