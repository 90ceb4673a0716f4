// Knitwear, jackets, coats and blazers, drawn flat from the front.
import type { Drawing } from './drawing';
import { base, buttons, garment, topPath, type TopShape } from './garment';
import { clipped, fold, line, outline, path, rect, repeat, stroke, WHITE } from './svg-kit';

export const knit: Drawing = {
  mount: 'flat',
  lower: 35,
  focus: [200, 220],
  draw: (p, style) => {
    const s: TopShape = {
      ...base,
      shoulderW: 84,
      bodyW: 70,
      hem: 350,
      hemW: 66,
      waistW: 70,
      sleeve: 'long',
      neck: style === 2 ? 'v' : 'high',
      cuff: 320,
    };
    const rib = (x: number, y: number, w: number, h: number) =>
      rect(x, y, w, h, p.dark) +
      repeat(Math.floor(w / 6), (i) => line(x + 3 + i * 6, y + 2, x + 3 + i * 6, y + h - 2, p.darker, 1.2));
    const turtle =
      style === 1
        ? rect(172, 58, 56, 30, p.base, outline(p)) +
          repeat(8, (i) => line(176 + i * 7, 62, 176 + i * 7, 86, p.dark, 1.2))
        : '';
    const cable =
      style === 3
        ? repeat(3, (c) =>
            repeat(9, (i) =>
              path(`M${170 + c * 30} ${160 + i * 20} q8 10 0 20 q-8 10 0 20`, 'none', {
                stroke: p.dark,
                'stroke-width': 2.5,
              }),
            ),
          )
        : repeat(10, (r) =>
            repeat(11, (c) =>
              path(`M${144 + c * 11} ${150 + r * 18} l4 6 l4 -6`, 'none', {
                stroke: p.dark,
                'stroke-width': 1,
                opacity: 0.5,
              }),
            ),
          );
    return garment(
      s,
      p,
      cable + rib(134, 334, 132, 16) + rib(80, 314, 34, 16) + rib(286, 314, 34, 16) + turtle,
    );
  },
};

export const jacket: Drawing = {
  mount: 'flat',
  lower: 40,
  focus: [200, 160],
  draw: (p, style) => {
    const s: TopShape = {
      ...base,
      shoulderW: 84,
      bodyW: 72,
      waistW: 72,
      hem: 340,
      hemW: 74,
      sleeve: 'long',
      neck: 'high',
      cuff: 320,
    };
    // Quilted channels across body and sleeves, kept inside the outline.
    const quilting =
      style === 3
        ? ''
        : clipped(
            'jacket',
            topPath(s),
            repeat(11, (i) =>
              stroke(`M40 ${150 + i * 26} Q200 ${160 + i * 26} 360 ${150 + i * 26}`, p.dark, 2),
            ),
          );
    const hood = style === 2 ? path('M160 84 Q200 20 240 84 Q200 70 160 84 Z', p.dark, outline(p)) : '';
    const collar =
      style === 3
        ? path(
            'M170 80 L200 120 L160 140 L150 96 Z M230 80 L200 120 L240 140 L250 96 Z',
            p.light,
            outline(p, 1.5),
          ) +
          rect(140, 230, 40, 40, 'none', { stroke: p.dark, 'stroke-width': 2 }) +
          rect(220, 230, 40, 40, 'none', { stroke: p.dark, 'stroke-width': 2 })
        : '';
    const zip = line(200, 92, 200, 338, p.darker, 3) + rect(196, 100, 8, 16, '#b8b8b8');
    return garment(s, p, quilting + hood + collar + zip);
  },
};

export const coat: Drawing = {
  mount: 'flat',
  lower: 0,
  focus: [200, 140],
  draw: (p, style) => {
    const s: TopShape = {
      ...base,
      top: 60,
      shoulderW: 84,
      bodyW: 70,
      waistY: 230,
      waistW: 64,
      hem: 445,
      hemW: 84,
      sleeve: 'long',
      neck: 'v',
      cuff: 330,
    };
    const lapels = path(
      'M174 60 L200 150 L160 120 L150 76 Z M226 60 L200 150 L240 120 L250 76 Z',
      p.light,
      outline(p, 1.5),
    );
    const belt =
      style === 1
        ? rect(134, 222, 132, 14, p.dark) +
          rect(190, 218, 20, 22, 'none', { stroke: p.darker, 'stroke-width': 3 })
        : '';
    const rows =
      style === 2
        ? buttons(180, 170, 300, 4, p.darker) + buttons(220, 170, 300, 4, p.darker)
        : buttons(204, 170, 330, 4, p.darker);
    const hood = style === 3 ? path('M160 66 Q200 0 240 66 Q200 54 160 66 Z', p.dark, outline(p)) : '';
    return garment(
      s,
      p,
      lapels +
        belt +
        rows +
        hood +
        fold('M200 150 L200 440', p, 1.5) +
        line(140, 300, 170, 300, p.dark, 2) +
        line(230, 300, 260, 300, p.dark, 2),
    );
  },
};

export const blazer: Drawing = {
  mount: 'flat',
  lower: 30,
  focus: [200, 150],
  draw: (p, style) => {
    const s: TopShape = {
      ...base,
      shoulderW: 84,
      bodyW: 68,
      waistY: 250,
      waistW: 62,
      hem: 355,
      hemW: 74,
      sleeve: 'long',
      neck: 'v',
      cuff: 330,
    };
    const shirtV =
      path('M180 80 L200 160 L220 80 Z', WHITE) +
      path('M196 96 L204 96 L206 150 L200 160 L194 150 Z', style === 2 ? '#7a2636' : '#2f3e5e');
    const lapels = path(
      'M178 80 L200 190 L150 130 L152 96 Z M222 80 L200 190 L250 130 L248 96 Z',
      p.dark,
      outline(p, 1.5),
    );
    const pockets =
      rect(136, 280, 44, 8, p.dark) + rect(220, 280, 44, 8, p.dark) + rect(226, 150, 30, 5, p.dark);
    const vest =
      style === 3 ? path('M170 190 L200 230 L230 190 L230 350 L170 350 Z', p.light, { opacity: 0.35 }) : '';
    return garment(
      s,
      p,
      shirtV + lapels + pockets + vest + buttons(204, 228, 258, style === 1 ? 1 : 2, p.darker),
    );
  },
};
