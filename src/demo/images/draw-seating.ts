// Seating: sofas, armchairs, dining chairs and benches, garden furniture.
import type { Drawing } from './drawing';
import { cushion, legs } from './furniture-parts';
import {
  circle,
  ellipse,
  line,
  luminance,
  outline,
  path,
  rect,
  repeat,
  sheen,
  stroke,
  GLASS,
  WOOD,
  WOOD_DARK,
  type Palette,
} from './svg-kit';

function sofaBody(p: Palette, style: number, x0 = 50, width = 300): string {
  const x1 = x0 + width;
  const legColour = style === 3 ? '#2b2b2b' : WOOD_DARK;
  const armR = style === 3 ? 30 : 10;
  const seats = 3;
  const inner = width - 88;
  return (
    legs([x0 + 20, x1 - 20, x0 + width / 2], 368, 22, legColour, style === 3 ? 5 : 12) +
    rect(x0 + 30, 196, width - 60, 120, p.dark, { rx: 16, ...outline(p) }) +
    repeat(seats, (i) => cushion(x0 + 44 + (inner / seats) * i, 204, inner / seats - 4, 92, p.base, p)) +
    rect(x0 + 8, 300, width - 16, 70, p.base, { rx: 10, ...outline(p) }) +
    repeat(seats, (i) => cushion(x0 + 44 + (inner / seats) * i, 286, inner / seats - 4, 36, p.light, p)) +
    rect(x0, 236, 44, 136, p.base, { rx: armR, ...outline(p) }) +
    rect(x1 - 44, 236, 44, 136, p.base, { rx: armR, ...outline(p) }) +
    (style === 3 ? repeat(6, (i) => circle(x0 + 70 + i * ((width - 140) / 5), 250, 3, p.darker)) : '') +
    sheen(`M${x0 + 6} 246 L${x0 + 16} 246 L${x0 + 16} 360 L${x0 + 6} 360 Z`, p)
  );
}

export const sofa: Drawing = {
  lower: 48,
  scale: 1.05,
  focus: [200, 270],
  draw: (p, style) => {
    const accent = luminance(p.base) > 0.55 ? '#5c6b7a' : '#e8dcc4';
    const pillows =
      path('M96 236 L150 226 L156 280 L100 288 Z', accent, outline(p, 1.5)) +
      path('M304 236 L250 226 L244 280 L300 288 Z', accent, outline(p, 1.5));
    if (style === 2) {
      const chaise =
        rect(236, 318, 130, 70, p.base, { rx: 10, ...outline(p) }) +
        cushion(246, 306, 110, 30, p.light, p) +
        legs([250, 352], 386, 14, WOOD_DARK, 12);
      return sofaBody(p, 1, 30, 280) + chaise + pillows;
    }
    return sofaBody(p, style) + pillows;
  },
};

export const armchair: Drawing = {
  lower: 40,
  scale: 1.05,
  focus: [200, 250],
  draw: (p, style) => {
    const legColour = style === 2 ? '#2b2b2b' : WOOD_DARK;
    const back =
      style === 1
        ? 'M120 320 L114 150 Q112 110 150 104 L250 104 Q288 110 286 150 L280 320 Z'
        : 'M126 320 L126 170 Q126 130 200 128 Q274 130 274 170 L274 320 Z';
    const wings =
      style === 1
        ? path('M114 170 Q92 176 94 230 L100 300 L132 300 L130 170 Z', p.dark, outline(p)) +
          path('M286 170 Q308 176 306 230 L300 300 L268 300 L270 170 Z', p.dark, outline(p))
        : '';
    const rocker =
      style === 3
        ? stroke('M96 396 Q200 430 304 396', WOOD_DARK, 8)
        : legs([118, 282], 372, 30, legColour, 10);
    return (
      rocker +
      path(back, p.base, outline(p)) +
      wings +
      rect(96, 280, 208, 96, p.base, { rx: 14, ...outline(p) }) +
      cushion(120, 270, 160, 36, p.light, p) +
      rect(92, 250, 36, 124, p.dark, { rx: 14, ...outline(p) }) +
      rect(272, 250, 36, 124, p.dark, { rx: 14, ...outline(p) }) +
      (style === 1 ? repeat(5, (i) => circle(150 + i * 25, 180, 3, p.darker)) : '') +
      sheen('M132 140 L142 140 L142 260 L132 260 Z', p)
    );
  },
};

export const chair: Drawing = {
  lower: 42,
  scale: 1.1,
  focus: [200, 240],
  draw: (p, style) => {
    if (style === 3) {
      return (
        legs([70, 330], 330, 70, WOOD_DARK, 12) +
        rect(56, 290, 288, 44, p.base, { rx: 12, ...outline(p) }) +
        rect(66, 284, 268, 16, p.light, { rx: 8 })
      );
    }
    const frame =
      style === 2
        ? stroke('M140 300 L140 400 L290 400 M260 300 L260 400', '#b8bcc0', 7)
        : legs([138, 262], 300, 100, WOOD_DARK, 10) + legs([152, 248], 296, 80, WOOD, 8);
    const back = path('M136 300 L140 130 Q142 104 200 102 Q258 104 260 130 L264 300 Z', p.base, outline(p));
    return (
      frame +
      back +
      rect(124, 270, 152, 40, p.base, { rx: 12, ...outline(p) }) +
      rect(130, 262, 140, 18, p.light, { rx: 9 }) +
      repeat(4, (i) => line(160 + i * 27, 120, 160 + i * 27, 250, p.dark, 1.5, { opacity: 0.7 })) +
      sheen('M148 130 L158 130 L158 260 L148 260 Z', p)
    );
  },
};

const weave = (x: number, y: number, w: number, h: number, p: Palette) =>
  rect(x, y, w, h, p.base, { rx: 10, ...outline(p) }) +
  repeat(Math.floor(w / 12), (i) =>
    line(x + 6 + i * 12, y + 4, x + 6 + i * 12, y + h - 4, p.dark, 1.2, { opacity: 0.6 }),
  ) +
  repeat(Math.floor(h / 12), (i) =>
    line(x + 4, y + 6 + i * 12, x + w - 4, y + 6 + i * 12, p.light, 1.2, { opacity: 0.5 }),
  );

export const gardenSet: Drawing = {
  lower: 40,
  scale: 1.1,
  focus: [180, 300],
  draw: (p, style) => {
    const table =
      ellipse(318, 318, 46, 12, GLASS, { stroke: p.line, 'stroke-width': 1.5 }) +
      rect(312, 318, 12, 80, p.dark) +
      ellipse(318, 398, 26, 6, p.dark);
    if (style === 2) {
      return (
        path('M60 360 L250 360 L300 250 L284 244 L236 340 L60 340 Z', p.base, outline(p)) +
        rect(64, 326, 180, 20, '#efe8da', { rx: 8 }) +
        legs([80, 230], 360, 40, p.dark, 8) +
        table
      );
    }
    const chairAt = (x: number) =>
      weave(x, 230, 130, 90, p) +
      weave(x - 10, 300, 150, 70, p) +
      rect(x, 290, 130, 24, '#efe8da', { rx: 10 }) +
      rect(x + 6, 236, 118, 50, '#e6dcc8', { rx: 12 }) +
      legs([x + 4, x + 136], 370, 20, p.darker, 8);
    return style === 3
      ? chairAt(30) + table + `<g transform="translate(400 0) scale(-1 1)">${chairAt(30)}</g>`
      : chairAt(60) + table;
  },
};
