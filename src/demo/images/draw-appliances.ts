// Household appliances and the consumables beside them: washing machines, fridges, vacuums, coffee machines,
// coffee beans, bottles of detergent or descaler.
import type { Drawing } from './drawing';
import {
  circle,
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
  WHITE,
  type Palette,
} from './svg-kit';

export const washingMachine: Drawing = {
  lower: 15,
  focus: [200, 290],
  draw: (p, style) => {
    const body =
      rect(90, 110, 220, 320, p.base, { rx: 10, ...outline(p) }) +
      rect(90, 110, 220, 60, p.dark, { rx: 10, opacity: 0.35 });
    const panel =
      rect(104, 126, 60, 30, WHITE, { stroke: p.line }) +
      circle(250, 140, 16, STEEL, { stroke: p.line, 'stroke-width': 2 }) +
      repeat(3, (i) => circle(190 + i * 14, 140, 4, p.darker));
    const door =
      circle(200, 290, 82, STEEL, { stroke: p.line, 'stroke-width': 3 }) +
      circle(200, 290, 64, style === 3 ? '#3b4a5a' : '#9fb6c4') +
      path('M150 270 Q170 230 220 226', 'none', { stroke: '#ffffff', 'stroke-width': 6, opacity: 0.5 }) +
      (style === 2 ? ellipse(200, 320, 50, 20, '#e7e1d6', { opacity: 0.7 }) : '');
    return body + panel + door + rect(100, 418, 200, 10, p.darker);
  },
};

export const fridge: Drawing = {
  focus: [200, 160],
  draw: (p, style) => {
    if (style === 3) {
      return (
        rect(80, 50, 240, 390, p.base, { rx: 10, ...outline(p) }) +
        line(200, 54, 200, 436, p.line, 2) +
        rect(184, 160, 6, 120, STEEL) +
        rect(210, 160, 6, 120, STEEL) +
        rect(110, 110, 60, 70, '#3a3f45', { rx: 6 }) +
        sheen('M90 60 L100 60 L100 430 L90 430 Z', p)
      );
    }
    return (
      rect(110, 40, 180, 400, p.base, { rx: 12, ...outline(p) }) +
      line(110, style === 2 ? 300 : 190, 290, style === 2 ? 300 : 190, p.line, 2) +
      rect(270, 80, 8, 80, STEEL) +
      rect(270, style === 2 ? 320 : 220, 8, 100, STEEL) +
      sheen('M120 50 L132 50 L132 430 L120 430 Z', p)
    );
  },
};

export const vacuum: Drawing = {
  focus: [200, 330],
  draw: (p, style) => {
    if (style === 3) {
      return (
        ellipse(200, 380, 130, 46, p.dark) +
        ellipse(200, 366, 130, 46, p.base, outline(p)) +
        ellipse(200, 356, 40, 14, p.darker) +
        circle(200, 356, 5, '#7bd38a') +
        sheen('M100 350 Q120 330 160 324 L160 332 Q126 338 108 356 Z', p)
      );
    }
    if (style === 2) {
      return (
        ellipse(120, 380, 80, 50, p.base, outline(p)) +
        circle(90, 410, 18, '#333') +
        stroke('M170 360 Q260 320 280 220 L300 140', '#444', 8) +
        stroke('M300 140 L310 420', STEEL, 8) +
        rect(270, 416, 90, 16, '#333', { rx: 6 })
      );
    }
    return (
      rect(186, 70, 28, 200, STEEL, { rx: 8 }) +
      rect(168, 60, 64, 40, p.dark, { rx: 12 }) +
      path('M176 180 L240 180 L244 280 Q244 300 224 300 L196 300 Q176 300 176 280 Z', p.base, outline(p)) +
      rect(190, 300, 20, 110, STEEL) +
      rect(140, 404, 120, 26, p.dark, { rx: 10, ...outline(p) }) +
      rect(150, 424, 100, 6, '#7bd38a', { opacity: style === 1 ? 0.9 : 0 })
    );
  },
};

export const coffeeMachine: Drawing = {
  lower: 25,
  focus: [200, 300],
  draw: (p, style) => {
    const body =
      rect(110, 120, 180, 300, p.base, { rx: 16, ...outline(p) }) +
      rect(110, 120, 180, 34, p.dark, { rx: 16 });
    const display =
      style === 3
        ? rect(140, 170, 120, 50, '#1d2a36', { rx: 6 }) +
          repeat(3, (i) => circle(165 + i * 35, 195, 8, '#6fb6e8', { opacity: 0.9 }))
        : rect(150, 176, 100, 30, '#1d2a36', { rx: 4 }) +
          circle(170, 226, 8, STEEL) +
          circle(230, 226, 8, STEEL);
    const spout =
      rect(176, 260, 48, 26, p.darker, { rx: 6 }) +
      rect(186, 286, 8, 14, STEEL) +
      rect(206, 286, 8, 14, STEEL);
    const cup =
      path('M174 340 L226 340 L222 384 Q220 392 200 392 Q180 392 178 384 Z', WHITE, {
        stroke: '#cfc9bf',
        'stroke-width': 2,
      }) + ellipse(200, 340, 26, 5, '#7a4a2a');
    const milk =
      style === 2
        ? rect(300, 250, 40, 100, GLASS, { rx: 8, stroke: '#aab7bd' }) +
          rect(306, 280, 28, 64, WHITE, { rx: 6 })
        : '';
    return (
      body +
      display +
      spout +
      rect(150, 392, 100, 14, STEEL, { rx: 4 }) +
      cup +
      milk +
      sheen('M120 170 L132 170 L132 400 L120 400 Z', p)
    );
  },
};

export const coffeeBeans: Drawing = {
  focus: [200, 300],
  draw: (p, style) => {
    const bag = 'M120 140 L280 140 L296 420 Q296 430 286 430 L114 430 Q104 430 104 420 Z';
    const label =
      rect(136, 240, 128, 110, '#f4eee2', { rx: 8 }) +
      circle(200, 280, 22, p.base) +
      line(156, 324, 244, 324, '#8a7a66', 3) +
      line(170, 336, 230, 336, '#8a7a66', 2);
    const beans = repeat(
      7,
      (i) =>
        ellipse(80 + i * 40 + (i % 2) * 8, 438 - (i % 3) * 6, 12, 8, '#5a3a22', {
          transform: `rotate(${i * 25} ${80 + i * 40} 438)`,
        }) + stroke(`M${72 + i * 40} ${438 - (i % 3) * 6} q8 -2 16 0`, '#3a2414', 1.5),
    );
    const valve = circle(200, 190, 8, p.dark) + circle(200, 190, 3, p.lighter);
    return (
      path(bag, p.base, outline(p)) +
      rect(116, 130, 168, 22, p.dark, { rx: 4 }) +
      label +
      valve +
      (style === 2 ? rect(104, 380, 192, 14, '#c9a449', { opacity: 0.8 }) : '') +
      sheen('M124 160 L136 160 L130 410 L118 410 Z', p) +
      beans
    );
  },
};

export const bottle: Drawing = {
  lower: 15,
  focus: [200, 280],
  draw: (p: Palette, style) => {
    const body =
      style === 2
        ? 'M140 180 Q140 150 170 146 L230 146 Q260 150 260 180 L262 410 Q262 430 242 430 L158 430 Q138 430 138 410 Z'
        : 'M120 200 Q120 160 160 150 L250 150 Q290 160 290 200 L290 410 Q290 430 270 430 L140 430 Q120 430 120 410 Z';
    const handle =
      style === 2
        ? ''
        : path('M250 170 L282 176 Q298 180 296 200 L294 240 Q292 256 276 254 L262 252 Z', 'none', {
            stroke: p.dark,
            'stroke-width': 8,
          });
    const cap = rect(style === 2 ? 178 : 160, 112, 44, 40, p.darker, { rx: 6 });
    const label =
      rect(style === 2 ? 152 : 136, 250, style === 2 ? 96 : 138, 120, WHITE, { rx: 10 }) +
      circle(200, 290, 18, p.light) +
      line(160, 334, 240, 334, '#9aa0a6', 3) +
      line(172, 348, 228, 348, '#9aa0a6', 2);
    return (
      path(body, p.base, outline(p)) +
      handle +
      cap +
      label +
      sheen('M132 200 L144 200 L144 410 L132 410 Z', p)
    );
  },
};
