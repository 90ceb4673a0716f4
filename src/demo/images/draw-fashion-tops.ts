// Tops and dresses, drawn flat from the front.
import type { Drawing } from './drawing';
import { base, buttons, garment, type Sleeve, type TopShape } from './garment';
import { fold, line, outline, path, rect, repeat, stroke } from './svg-kit';

export const dress: Drawing = {
  mount: 'flat',
  lower: 0,
  focus: [200, 190],
  draw: (p, style) => {
    const sleeve: Sleeve = style === 1 ? 'none' : style === 2 ? 'short' : 'long';
    const s: TopShape = {
      ...base,
      top: 60,
      shoulderW: style === 1 ? 62 : 70,
      bodyW: 56,
      armpit: 130,
      waistY: 205,
      waistW: 46,
      hem: style === 3 ? 445 : 420,
      hemW: style === 3 ? 108 : 120,
      sleeve,
      neck: 'v',
      cuff: 300,
    };
    const skirtFolds = repeat(4, (i) => fold(`M${170 + i * 20} 215 L${130 + i * 47} ${s.hem - 6}`, p, 1.5));
    const belt =
      style === 2
        ? rect(150, 198, 100, 12, p.dark) + path('M200 204 l18 30 l-8 2 z', p.dark)
        : line(154, 205, 246, 205, p.dark, 2);
    return garment(s, p, skirtFolds + belt);
  },
};

export const top: Drawing = {
  mount: 'flat',
  lower: 40,
  focus: [200, 150],
  draw: (p, style) => {
    const s: TopShape = {
      ...base,
      sleeve: style === 3 ? 'long' : 'short',
      neck: style === 2 ? 'v' : 'crew',
      cuff: 300,
    };
    const stripes =
      style === 2
        ? repeat(6, (i) =>
            rect(200 - 66, 170 + i * 28, 132, 8, p.isDark ? p.lighter : p.dark, { opacity: 0.55 }),
          )
        : '';
    const neckband = style === 2 ? '' : stroke(`M174 80 Q200 106 226 80`, p.dark, 4);
    return garment(s, p, stripes + neckband + fold('M160 170 L172 320', p, 1.5));
  },
};

export const blouse: Drawing = {
  mount: 'flat',
  lower: 35,
  focus: [200, 130],
  draw: (p, style) => {
    const s: TopShape = {
      ...base,
      hem: 350,
      hemW: 74,
      sleeve: style === 2 ? 'short' : 'long',
      neck: style === 3 ? 'v' : 'high',
      cuff: 310,
    };
    const placket =
      style === 3 ? '' : line(200, 92, 200, 345, p.dark, 1.5) + buttons(200, 110, 320, 6, p.darker);
    const collar =
      style === 1
        ? path('M174 80 L200 104 L184 116 L166 88 Z', p.light, outline(p, 1.5)) +
          path('M226 80 L200 104 L216 116 L234 88 Z', p.light, outline(p, 1.5))
        : '';
    const ruffle =
      style === 2
        ? repeat(5, (i) =>
            path(`M${164 + i * 15} 120 q7 10 15 0`, 'none', { stroke: p.dark, 'stroke-width': 2 }),
          )
        : '';
    const bow =
      style === 3
        ? path('M200 140 l-22 -12 l0 24 z M200 140 l22 -12 l0 24 z', p.dark) +
          path('M196 142 l-10 40 M204 142 l10 40', 'none', { stroke: p.dark, 'stroke-width': 4 })
        : '';
    return garment(s, p, placket + collar + ruffle + bow);
  },
};

export const shirt: Drawing = {
  mount: 'flat',
  lower: 25,
  focus: [200, 120],
  draw: (p, style) => {
    const s: TopShape = {
      ...base,
      hem: 370,
      hemW: 70,
      sleeve: style === 3 ? 'short' : 'long',
      neck: 'high',
      cuff: 330,
    };
    const collar =
      path('M170 78 L200 100 L182 122 L160 92 Z', p.light, outline(p, 1.5)) +
      path('M230 78 L200 100 L218 122 L240 92 Z', p.light, outline(p, 1.5));
    const checks =
      style === 2
        ? repeat(7, (i) => line(140 + i * 20, 130, 140 + i * 20, 365, p.dark, 2, { opacity: 0.35 })) +
          repeat(11, (i) => line(136, 130 + i * 22, 264, 130 + i * 22, p.dark, 2, { opacity: 0.35 }))
        : '';
    const pocket = rect(218, 150, 34, 38, 'none', { stroke: p.dark, 'stroke-width': 1.5 });
    const placket = rect(193, 100, 14, 268, p.light, { opacity: 0.6 }) + buttons(200, 118, 350, 7, p.line);
    const cuffs =
      style === 3
        ? ''
        : rect(84, 324, 30, 14, p.light, outline(p, 1.5)) + rect(286, 324, 30, 14, p.light, outline(p, 1.5));
    return garment(s, p, checks + pocket + placket + collar + cuffs);
  },
};
