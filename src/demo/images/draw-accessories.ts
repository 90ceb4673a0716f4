// Accessories: bags, jewellery on a display bust, scarves.
import type { Drawing } from './drawing';
import { circle, ellipse, fold, line, outline, path, rect, repeat, sheen, stroke, WHITE } from './svg-kit';

export const bag: Drawing = {
  focus: [200, 260],
  draw: (p, style) => {
    if (style === 3) {
      const body =
        'M120 150 Q120 110 160 108 L240 108 Q280 110 280 150 L286 420 Q286 440 266 440 L134 440 Q114 440 114 420 Z';
      return (
        stroke('M170 110 Q200 60 230 110', p.darker, 8) +
        path(body, p.base, outline(p)) +
        path(
          'M140 300 L260 300 L262 410 Q262 424 248 424 L152 424 Q138 424 138 410 Z',
          p.dark,
          outline(p, 1.5),
        ) +
        line(150, 300, 250, 300, '#c9c9c9', 3) +
        stroke('M130 180 Q130 150 150 150', p.light, 3) +
        sheen('M128 160 L140 160 L136 410 L124 410 Z', p)
      );
    }
    const body =
      'M104 200 Q104 180 124 180 L276 180 Q296 180 296 200 L312 410 Q312 432 290 432 L110 432 Q88 432 88 410 Z';
    const handle =
      style === 2
        ? stroke('M122 182 Q130 60 200 56 Q270 60 278 182', p.darker, 5)
        : stroke('M150 182 Q150 110 200 110 Q250 110 250 182', p.darker, 10);
    const flap =
      style === 2
        ? path(
            'M104 200 Q104 180 124 180 L276 180 Q296 180 296 200 L300 280 Q200 300 100 280 Z',
            p.dark,
            outline(p, 1.5),
          ) + rect(190, 272, 20, 18, '#c9a449', { rx: 3 })
        : '';
    const quilt =
      style === 1
        ? repeat(6, (i) => line(110 + i * 36, 190, 90 + i * 40, 428, p.dark, 1.2, { opacity: 0.6 }))
        : '';
    return (
      handle +
      path(body, p.base, outline(p)) +
      quilt +
      flap +
      sheen('M112 200 L126 200 L112 410 L98 410 Z', p) +
      fold('M104 240 L296 240', p, 1)
    );
  },
};

/** Points along the chain's curve, from shoulder to shoulder. */
function chainPoints(n: number): [number, number][] {
  return Array.from({ length: n }, (_, i) => {
    const t = i / (n - 1);
    const angle = Math.PI * (0.1 + 0.8 * t);
    return [200 - Math.cos(angle) * 64, 200 + Math.sin(angle) * 90];
  });
}

export const necklace: Drawing = {
  scale: 1.25,
  focus: [200, 290],
  draw: (p, style) => {
    const bust =
      path(
        'M160 60 L240 60 L244 170 Q330 190 350 250 L360 450 L40 450 L50 250 Q70 190 156 170 Z',
        '#e2d9cc',
        { stroke: '#cbbfae', 'stroke-width': 2 },
      ) + ellipse(200, 60, 40, 10, '#d6ccbd');
    const shade = path('M156 170 Q200 200 244 170 L244 190 Q200 214 156 190 Z', '#cbbfae', { opacity: 0.6 });
    const chain =
      style === 2
        ? chainPoints(24)
            .map(([x, y]) => ellipse(x, y, 7, 5, 'none', { stroke: p.base, 'stroke-width': 4 }))
            .join('')
        : stroke('M142 228 Q160 300 200 304 Q240 300 258 228', p.base, style === 3 ? 6 : 4);
    const pendant =
      style === 1
        ? path('M200 298 l24 32 l-24 42 l-24 -42 z', p.base, { stroke: p.dark, 'stroke-width': 1.5 }) +
          path('M200 308 l12 20 l-12 14 z', p.lighter)
        : style === 3
          ? circle(200, 334, 30, p.base, { stroke: p.dark, 'stroke-width': 2 }) +
            circle(200, 334, 20, 'none', { stroke: p.lighter, 'stroke-width': 3 }) +
            circle(192, 326, 5, WHITE, { opacity: 0.7 })
          : '';
    return bust + shade + chain + pendant;
  },
};

export const scarf: Drawing = {
  mount: 'flat',
  focus: [200, 200],
  draw: (p, style) => {
    const loop = 'M120 90 Q200 50 280 90 Q300 150 250 190 Q200 214 150 190 Q100 150 120 90 Z';
    const hole = 'M150 110 Q200 90 250 110 Q256 150 220 168 Q200 176 180 168 Q144 150 150 110 Z';
    const endA = 'M168 180 L210 184 L206 420 L160 412 Z';
    const endB = 'M206 176 L250 170 L262 390 L216 402 Z';
    const fringe = (x1: number, y1: number, x2: number, y2: number) =>
      repeat(9, (i) =>
        line(
          x1 + ((x2 - x1) * i) / 8,
          y1 + ((y2 - y1) * i) / 8,
          x1 + ((x2 - x1) * i) / 8,
          y1 + ((y2 - y1) * i) / 8 + 18,
          p.dark,
          2,
        ),
      );
    const pattern = (d: string) =>
      style === 2
        ? repeat(5, (i) => line(150, 190 + i * 50, 270, 190 + i * 50, p.dark, 4, { opacity: 0.5 }))
        : style === 3
          ? repeat(4, (i) => circle(184 + (i % 2) * 50, 230 + i * 40, 8, p.lighter, { opacity: 0.9 }))
          : fold(d, p, 1.5);
    return (
      path(endB, p.dark, outline(p)) +
      path(loop, p.base, outline(p)) +
      path(hole, '#f2efe9') +
      path(endA, p.base, outline(p)) +
      pattern('M186 200 L182 400') +
      fringe(160, 412, 206, 420) +
      fringe(216, 402, 262, 390) +
      sheen('M130 100 Q140 84 160 78 L162 88 Q146 96 140 110 Z', p)
    );
  },
};
