// Home textiles: bed linen, towels, curtains, rugs, cushions.
import type { Drawing } from './drawing';
import {
  circle,
  clipped,
  fold,
  line,
  outline,
  path,
  rect,
  repeat,
  sheen,
  GLASS,
  type Palette,
} from './svg-kit';

/** Stripes, flowers or checks on a textile, by style. */
function textilePattern(p: Palette, style: number, x: number, y: number, w: number, h: number): string {
  if (style === 1)
    return repeat(Math.floor(w / 24), (i) => rect(x + 6 + i * 24, y, 8, h, p.light, { opacity: 0.7 }));
  if (style === 2)
    return repeat(Math.floor(h / 40), (r) =>
      repeat(
        Math.floor(w / 44),
        (c) =>
          circle(x + 22 + c * 44 + (r % 2) * 22, y + 20 + r * 40, 7, p.lighter) +
          circle(x + 22 + c * 44 + (r % 2) * 22, y + 20 + r * 40, 3, p.dark),
      ),
    );
  return '';
}

export const bedding: Drawing = {
  lower: 30,
  scale: 1.1,
  focus: [200, 280],
  draw: (p, style) => {
    const duvet = 'M70 250 L330 250 L340 400 L60 400 Z';
    const pillow = rect(110, 170, 180, 84, p.base, { rx: 18, ...outline(p) });
    return (
      pillow +
      clipped('pillow', 'M110 170 h180 v84 h-180 z', textilePattern(p, style, 110, 170, 180, 84)) +
      path(duvet, p.base, outline(p)) +
      clipped('duvet', duvet, textilePattern(p, style, 60, 250, 280, 150)) +
      rect(60, 392, 280, 14, p.dark, outline(p, 1.5)) +
      fold('M120 270 Q160 300 150 390', p) +
      fold('M260 262 Q240 320 270 392', p)
    );
  },
};

export const towel: Drawing = {
  focus: [200, 330],
  draw: (p, style) => {
    const one = (y: number, w: number, tone: string) =>
      rect(200 - w / 2, y, w, 46, tone, { rx: 14, ...outline(p, 1.5) }) +
      rect(200 - w / 2 + 6, y + 30, w - 12, style === 3 ? 4 : 8, p.dark, { opacity: style === 2 ? 0 : 0.6 }) +
      repeat(Math.floor(w / 8), (i) =>
        line(200 - w / 2 + 8 + i * 8, y + 6, 200 - w / 2 + 8 + i * 8, y + 26, p.light, 1, { opacity: 0.5 }),
      );
    return (
      one(390, 260, p.base) +
      one(344, 240, p.base) +
      one(298, 220, p.light) +
      one(252, 200, p.base) +
      sheen('M100 396 L240 396 L240 402 L100 402 Z', p)
    );
  },
};

export const curtain: Drawing = {
  focus: [140, 200],
  draw: (p, style) => {
    const panel = (x0: number, dir: 1 | -1) => {
      const folds = repeat(6, (i) =>
        fold(
          `M${x0 + dir * (14 + i * 16)} 80 Q${x0 + dir * (10 + i * 16)} 260 ${x0 + dir * (6 + i * 18)} 430`,
          p,
          2,
        ),
      );
      const d = `M${x0} 70 L${x0 + dir * 110} 70 Q${x0 + dir * 80} 250 ${x0 + dir * 120} 440 L${x0} 440 Z`;
      return path(d, p.base, { opacity: style === 3 ? 0.88 : 1, ...outline(p, 1.5) }) + folds;
    };
    const rod =
      line(40, 66, 360, 66, '#6f6a63', 5) + circle(40, 66, 7, '#6f6a63') + circle(360, 66, 7, '#6f6a63');
    const rings =
      style === 1
        ? repeat(
            7,
            (i) =>
              circle(56 + i * 16, 70, 5, 'none', { stroke: '#8d8880', 'stroke-width': 2.5 }) +
              circle(344 - i * 16, 70, 5, 'none', { stroke: '#8d8880', 'stroke-width': 2.5 }),
          )
        : '';
    const window = rect(130, 90, 140, 300, GLASS, { opacity: 0.6 });
    return window + rod + panel(52, 1) + panel(348, -1) + rings;
  },
};

export const rug: Drawing = {
  focus: [200, 360],
  draw: (p, style) => {
    const d = 'M90 290 L310 290 L370 430 L30 430 Z';
    const pattern =
      style === 1
        ? repeat(
            4,
            (i) =>
              path(`M${200 - 30 * i} ${300 + 30 * i} l${30 * i + 10} 0`, 'none') +
              path(
                `M200 ${310 + i * 10} L${250 + i * 20} 360 L200 ${410 - i * 10} L${150 - i * 20} 360 Z`,
                'none',
                { stroke: p.lighter, 'stroke-width': 3 },
              ),
          )
        : style === 2
          ? repeat(6, (i) =>
              path(`M${40 + i * 4} ${300 + i * 22} L${360 - i * 4} ${300 + i * 22}`, 'none', {
                stroke: p.dark,
                'stroke-width': 6,
                opacity: 0.45,
              }),
            )
          : repeat(12, (i) => line(60 + i * 24, 300, 40 + i * 28, 428, p.light, 2, { opacity: 0.5 }));
    const border = path('M100 298 L300 298 L354 422 L46 422 Z', 'none', {
      stroke: p.dark,
      'stroke-width': 4,
    });
    const fringe = repeat(24, (i) => line(34 + i * 14, 430, 34 + i * 14, 442, '#e8e0d2', 2));
    return path(d, p.base, outline(p)) + clipped('rug', d, pattern) + border + fringe;
  },
};

export const cushion: Drawing = {
  lower: 20,
  focus: [200, 300],
  draw: (p, style) => {
    const d = 'M90 200 Q200 186 310 200 Q322 300 310 400 Q200 414 90 400 Q78 300 90 200 Z';
    const pattern =
      style === 2
        ? textilePattern(p, 2, 80, 190, 240, 220)
        : style === 3
          ? repeat(10, (i) => line(80, 200 + i * 22, 320, 200 + i * 22, p.dark, 3, { opacity: 0.35 }))
          : '';
    const fringe = style === 1 ? repeat(14, (i) => line(96 + i * 16, 402, 96 + i * 16, 418, p.dark, 2)) : '';
    return (
      path(d, p.base, outline(p)) +
      clipped('cushion', d, pattern) +
      fringe +
      fold('M120 230 Q150 250 140 280', p) +
      fold('M280 370 Q250 350 262 320', p) +
      sheen('M100 210 Q140 204 160 206 L150 220 Q120 220 104 228 Z', p)
    );
  },
};
