// Kitchen and decoration: cookware, tableware, storage jars, lamps, vases.
import type { Drawing } from './drawing';
import {
  circle,
  clipped,
  ellipse,
  line,
  outline,
  path,
  rect,
  repeat,
  sheen,
  stroke,
  GLASS,
  STEEL,
  WOOD,
} from './svg-kit';

export const pot: Drawing = {
  scale: 1.15,
  focus: [200, 330],
  draw: (p, style) => {
    const body =
      style === 2
        ? 'M100 300 Q100 420 200 420 Q300 420 300 300 Z'
        : 'M96 290 L304 290 L300 410 Q300 424 284 424 L116 424 Q100 424 100 410 Z';
    const lid =
      style === 3
        ? ellipse(200, 290, 104, 18, GLASS, { stroke: STEEL, 'stroke-width': 4 }) +
          ellipse(200, 270, 14, 8, '#2b2b2b')
        : ellipse(200, 288, 106, 20, p.dark, outline(p, 1.5)) +
          ellipse(200, 266, 18, 9, p.darker) +
          rect(194, 266, 12, 16, p.darker);
    const handles = rect(62, 304, 40, 12, p.darker, { rx: 6 }) + rect(298, 304, 40, 12, p.darker, { rx: 6 });
    return (
      handles +
      path(body, p.base, outline(p)) +
      lid +
      sheen('M118 310 L134 310 L134 400 L118 396 Z', p) +
      line(110, 330, 290, 330, p.dark, 2, { opacity: 0.5 })
    );
  },
};

export const pan: Drawing = {
  lower: 60,
  focus: [180, 330],
  draw: (p, style) => {
    const handle =
      style === 3
        ? stroke('M300 330 L372 300', p.darker, 14)
        : stroke('M300 332 L380 312', style === 2 ? WOOD : '#2b2b2b', 14);
    const rim = ellipse(180, 330, 130, 44, p.base, outline(p));
    const inside = ellipse(180, 326, 116, 36, style === 1 ? '#2f2f31' : p.darker);
    const ribs = style === 3 ? repeat(9, (i) => line(90 + i * 20, 304, 90 + i * 20, 350, '#3a3a3c', 3)) : '';
    return (
      handle +
      ellipse(180, 350, 124, 40, p.dark) +
      rim +
      inside +
      clipped('pan', 'M64 326 a116 36 0 1 0 232 0 a116 36 0 1 0 -232 0', ribs) +
      sheen('M90 316 Q110 300 140 296 L142 302 Q114 308 100 322 Z', p)
    );
  },
};

export const tableware: Drawing = {
  focus: [200, 320],
  draw: (p, style) => {
    const rimColour = style === 2 ? '#c9a449' : p.dark;
    const plate = (y: number, rx: number) =>
      ellipse(200, y, rx, rx * 0.22, p.base, outline(p, 1.5)) +
      ellipse(200, y - 2, rx * 0.66, rx * 0.14, p.light) +
      ellipse(200, y, rx - 6, rx * 0.2, 'none', { stroke: rimColour, 'stroke-width': 2 });
    const cup =
      path('M270 300 L330 300 L324 350 Q320 362 300 362 Q280 362 276 350 Z', p.base, outline(p, 1.5)) +
      stroke('M328 312 Q350 318 326 336', p.base, 6) +
      ellipse(300, 300, 30, 6, p.dark);
    const painted = style === 3 ? repeat(5, (i) => circle(150 + i * 25, 404, 4, p.darker)) : '';
    return (
      plate(410, 130) + plate(396, 128) + plate(382, 126) + plate(350, 96) + plate(338, 94) + painted + cup
    );
  },
};

export const storage: Drawing = {
  lower: 20,
  focus: [200, 320],
  draw: (p, style) => {
    if (style === 3) {
      return (
        rect(90, 250, 220, 170, p.base, { rx: 14, ...outline(p) }) +
        rect(84, 236, 232, 30, p.dark, { rx: 10, ...outline(p, 1.5) }) +
        rect(180, 300, 40, 10, p.darker, { rx: 5 }) +
        sheen('M100 270 L112 270 L112 410 L100 410 Z', p)
      );
    }
    const jar = (x: number, h: number, fill: string) =>
      rect(x, 420 - h, 70, h, GLASS, { rx: 10, stroke: '#aab7bd', 'stroke-width': 2, opacity: 0.9 }) +
      rect(x + 6, 420 - h * 0.7, 58, h * 0.7 - 6, fill, { rx: 6 }) +
      rect(x - 4, 406 - h, 78, 18, p.base, { rx: 6, ...outline(p, 1.5) }) +
      (style === 2 ? rect(x - 4, 418 - h, 78, 5, WOOD) : '');
    return jar(80, 150, '#e7dcc3') + jar(165, 190, '#c98f5a') + jar(250, 120, '#f0ece3');
  },
};

export const lamp: Drawing = {
  focus: [200, 150],
  draw: (p, style) => {
    if (style === 2) {
      return (
        rect(196, 40, 8, 130, '#3a3a3a') +
        path('M120 250 Q120 170 200 166 Q280 170 280 250 Z', p.base, outline(p)) +
        ellipse(200, 252, 80, 12, '#fff3c4', { opacity: 0.9 }) +
        sheen('M140 230 Q142 190 176 180 L178 190 Q152 198 150 232 Z', p)
      );
    }
    if (style === 3) {
      return (
        ellipse(120, 430, 50, 10, '#2b2b2b') +
        stroke('M120 430 L120 200 Q124 80 300 90', p.darker, 8) +
        path('M250 90 Q300 60 350 90 L340 130 L260 130 Z', p.base, outline(p)) +
        ellipse(300, 132, 40, 8, '#fff3c4')
      );
    }
    const shade = 'M140 90 L260 90 L290 190 L110 190 Z';
    return (
      ellipse(200, 432, 60, 12, p.darker) +
      rect(195, 190, 10, 242, p.dark) +
      path(shade, p.base, outline(p)) +
      clipped(
        'shade',
        shade,
        repeat(12, (i) => line(120 + i * 15, 90, 120 + i * 15, 190, p.light, 2, { opacity: 0.4 })),
      ) +
      ellipse(200, 190, 90, 10, '#fff3c4', { opacity: 0.9 })
    );
  },
};

export const vase: Drawing = {
  focus: [200, 300],
  draw: (p, style) => {
    if (style === 2) {
      return repeat(3, (i) =>
        path(
          `M${110 + i * 70} 420 Q${90 + i * 70} ${380 - i * 30} ${120 + i * 70} ${340 - i * 40} L${140 + i * 70} ${340 - i * 40} Q${170 + i * 70} ${380 - i * 30} ${150 + i * 70} 420 Z`,
          i === 1 ? p.dark : p.base,
          outline(p, 1.5),
        ),
      );
    }
    if (style === 3) {
      return (
        ellipse(200, 400, 120, 24, p.dark, outline(p)) +
        ellipse(200, 390, 110, 18, p.base) +
        circle(170, 380, 18, '#d6843e') +
        circle(210, 376, 18, '#c9b04a') +
        circle(240, 384, 16, '#8fae5a')
      );
    }
    const body = 'M170 420 Q120 380 150 300 Q170 260 176 230 L224 230 Q230 260 250 300 Q280 380 230 420 Z';
    const branches =
      stroke('M200 230 Q190 150 150 90 M200 230 Q210 140 250 80 M200 230 Q204 170 200 110', '#6b5a44', 3) +
      repeat(9, (i) => ellipse(150 + i * 12, 90 + (i % 3) * 24, 7, 4, '#8fae7a'));
    return (
      branches +
      path(body, p.base, outline(p)) +
      sheen('M160 300 Q170 270 182 250 L188 256 Q176 280 170 306 Z', p) +
      ellipse(200, 230, 24, 5, p.darker)
    );
  },
};
