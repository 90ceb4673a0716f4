// Furniture from the front with a little depth: tables, storage, beds and mattresses, the nursery cot.
import type { Drawing } from './drawing';
import { bookStack, legs, tableTop, vaseWithStems } from './furniture-parts';
import {
  ellipse,
  line,
  outline,
  path,
  rect,
  repeat,
  sheen,
  stroke,
  GLASS,
  METAL,
  WHITE,
  WOOD_DARK,
} from './svg-kit';

export const coffeeTable: Drawing = {
  lower: 42,
  scale: 1.3,
  focus: [200, 300],
  draw: (p, style) => {
    if (style === 2) {
      return (
        ellipse(200, 306, 130, 30, p.light, outline(p, 1.5)) +
        rect(70, 306, 260, 14, p.base) +
        ellipse(200, 320, 130, 30, p.base, outline(p, 1.5)) +
        ellipse(200, 306, 130, 30, p.light) +
        rect(190, 330, 20, 70, METAL) +
        ellipse(200, 402, 50, 10, METAL) +
        bookStack(150, 300) +
        vaseWithStems(240, 300)
      );
    }
    const frame =
      style === 3
        ? stroke('M80 334 L80 400 M320 334 L320 400 M80 380 L320 380', '#2f2f2f', 5) +
          rect(84, 370, 232, 8, p.base)
        : legs([90, 310], 334, 66, p.dark, 14) + legs([120, 280], 324, 56, p.darker, 10);
    return frame + tableTop(p, 70, 330, 290, 30, 14) + bookStack(110, 304) + vaseWithStems(270, 304);
  },
};

export const tvStand: Drawing = {
  lower: 46,
  scale: 1.05,
  focus: [200, 320],
  draw: (p, style) => {
    const body =
      rect(50, 290, 300, 90, p.base, outline(p)) + rect(46, 282, 308, 12, p.light, outline(p, 1.5));
    const fronts =
      style === 3
        ? rect(64, 302, 130, 66, p.dark, { opacity: 0.5 }) +
          repeat(
            2,
            (i) =>
              rect(206, 302 + i * 34, 130, 30, p.base, outline(p, 1.2)) +
              line(256, 317 + i * 34, 286, 317 + i * 34, p.darker, 3),
          )
        : repeat(
            3,
            (i) =>
              rect(58 + i * 96, 300, 92, 72, p.base, outline(p, 1.2)) +
              (style === 2 ? '' : line(92 + i * 96, 312, 126 + i * 96, 312, p.darker, 3)),
          );
    const led = style === 2 ? rect(52, 294, 296, 4, '#fff6cf', { opacity: 0.9 }) : '';
    const tv =
      rect(96, 140, 208, 126, '#1f2226', { rx: 4 }) +
      rect(102, 146, 196, 114, '#2c3f52') +
      path('M102 230 L160 190 L200 220 L250 176 L298 214 L298 260 L102 260 Z', '#3d5a73') +
      rect(180, 266, 40, 6, '#1f2226') +
      rect(160, 272, 80, 10, '#1f2226');
    return legs([70, 330], 380, 16, p.darker, 8) + body + fronts + led + tv;
  },
};

export const bed: Drawing = {
  lower: 46,
  scale: 1.05,
  focus: [200, 250],
  draw: (p, style) => {
    const head =
      style === 2
        ? rect(70, 170, 260, 140, p.base, outline(p)) +
          repeat(5, (i) => line(95 + i * 52, 176, 95 + i * 52, 304, p.dark, 2))
        : rect(64, 150, 272, 160, p.base, { rx: 18, ...outline(p) }) +
          repeat(4, (i) => line(118 + i * 54, 160, 118 + i * 54, 300, p.dark, 2, { opacity: 0.7 }));
    const base =
      style === 3
        ? rect(56, 320, 288, 66, p.base, outline(p)) + rect(56, 350, 288, 4, p.dark)
        : rect(56, 330, 288, 44, p.base, outline(p));
    const duvet =
      path('M60 300 L340 300 L348 352 Q200 366 52 352 Z', '#f3f1ec', {
        stroke: '#cfcac0',
        'stroke-width': 1.5,
      }) + path('M60 300 L340 300 L342 314 L58 314 Z', p.lighter, { opacity: 0.6 });
    const pillows =
      rect(96, 262, 92, 46, WHITE, { rx: 14, stroke: '#d3cec5', 'stroke-width': 1.5 }) +
      rect(212, 262, 92, 46, WHITE, { rx: 14, stroke: '#d3cec5', 'stroke-width': 1.5 });
    return (
      legs([72, 328], 374, 20, WOOD_DARK, 10) +
      head +
      base +
      pillows +
      duvet +
      sheen('M72 160 L84 160 L84 296 L72 296 Z', p)
    );
  },
};

export const mattress: Drawing = {
  lower: 50,
  scale: 1.15,
  focus: [220, 300],
  draw: (p, style) => {
    const top = 'M110 270 L330 270 L360 310 L70 310 Z';
    const quilt =
      repeat(6, (i) => line(110 + i * 40, 272, 78 + i * 52, 308, p.line, 1, { opacity: 0.6 })) +
      repeat(3, (i) =>
        line(96 - i * 8, 280 + i * 10, 336 + i * 8, 280 + i * 10, p.line, 1, { opacity: 0.6 }),
      );
    const front = rect(70, 310, 290, style === 2 ? 60 : 80, p.base, outline(p));
    const border =
      rect(70, 322, 290, 14, p.dark, { opacity: 0.35 }) +
      (style === 3 ? repeat(3, (i) => rect(120 + i * 80, 330, 30, 8, p.darker, { rx: 4 })) : '');
    return (
      path(top, p.light, outline(p, 1.5)) +
      quilt +
      front +
      border +
      sheen('M76 316 L90 316 L90 380 L76 380 Z', p)
    );
  },
};

export const wardrobe: Drawing = {
  lower: 6,
  focus: [200, 240],
  draw: (p, style) => {
    const doors = style === 3 ? 2 : 3;
    const width = 220 / doors;
    const front = repeat(doors, (i) => {
      const x = 90 + i * width;
      if (style === 2 && i === 1)
        return (
          rect(x + 6, 96, width - 12, 318, GLASS, { stroke: p.line, 'stroke-width': 1.5 }) +
          path(`M${x + 14} 110 L${x + 30} 110 L${x + 14} 200 Z`, WHITE, { opacity: 0.6 })
        );
      const offset = style === 3 && i === 1 ? -6 : 0;
      return (
        rect(x + 2 + offset, 90, width - 4, 330, p.base, outline(p, 1.5)) +
        line(x + (i % 2 ? 12 : width - 12), 230, x + (i % 2 ? 12 : width - 12), 280, p.darker, 4)
      );
    });
    return (
      rect(84, 80, 232, 350, p.dark, outline(p)) +
      front +
      rect(80, 72, 240, 14, p.base, outline(p, 1.5)) +
      rect(88, 424, 224, 12, p.darker) +
      sheen('M96 96 L108 96 L108 410 L96 410 Z', p)
    );
  },
};

export const diningTable: Drawing = {
  lower: 42,
  scale: 1.15,
  focus: [200, 290],
  draw: (p, style) => {
    const legsFront =
      style === 2
        ? stroke('M70 300 L150 400 M150 300 L70 400 M250 300 L330 400 M330 300 L250 400', '#2f2f2f', 6)
        : legs([72, 328], 304, 96, p.dark, 16) + legs([110, 290], 296, 84, p.darker, 12);
    const top =
      style === 3
        ? path(
            'M60 280 L340 280 L352 300 Q300 312 250 302 Q180 316 120 300 Q80 310 48 300 Z',
            p.light,
            outline(p, 1.5),
          ) +
          path(
            'M48 300 Q80 310 120 300 Q180 316 250 302 Q300 312 352 300 L352 316 Q300 328 250 318 Q180 332 120 316 Q80 326 48 316 Z',
            p.base,
            outline(p, 1.5),
          )
        : tableTop(p, 48, 352, 270, 30, 16);
    return (
      legsFront +
      top +
      vaseWithStems(200, 284) +
      ellipse(120, 282, 26, 6, WHITE, { stroke: '#d0cbc2' }) +
      ellipse(280, 282, 26, 6, WHITE, { stroke: '#d0cbc2' })
    );
  },
};

export const cot: Drawing = {
  lower: 42,
  scale: 1.05,
  focus: [200, 280],
  draw: (p, style) => {
    const x0 = style === 2 ? 110 : 80;
    const x1 = 400 - x0;
    const bars = repeat(Math.floor((x1 - x0 - 30) / 18), (i) =>
      rect(x0 + 20 + i * 18, 200, 7, 140, p.base, outline(p, 1)),
    );
    const drawer =
      style === 3
        ? rect(x0 + 6, 350, x1 - x0 - 12, 36, p.base, outline(p)) + line(190, 368, 210, 368, p.darker, 3)
        : '';
    return (
      rect(x0, 150, 16, 250, p.base, outline(p)) +
      rect(x1 - 16, 150, 16, 250, p.base, outline(p)) +
      rect(x0 + 6, 306, x1 - x0 - 12, 26, '#e9f0f3', { stroke: '#cfd9de' }) +
      rect(x0 + 10, 190, x1 - x0 - 20, 12, p.base, outline(p, 1.5)) +
      rect(x0 + 10, 336, x1 - x0 - 20, 12, p.base, outline(p, 1.5)) +
      bars +
      drawer
    );
  },
};
