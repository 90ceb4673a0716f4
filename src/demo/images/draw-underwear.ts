// Nightwear, baby bodies, swimwear and bras, drawn flat from the front.
import type { Drawing } from './drawing';
import { base, buttons, garment, type TopShape } from './garment';
import {
  circle,
  clipped,
  ellipse,
  fold,
  line,
  outline,
  path,
  rect,
  repeat,
  sheen,
  stroke,
  WHITE,
} from './svg-kit';

export const pyjamas: Drawing = {
  mount: 'flat',
  lower: 0,
  focus: [200, 140],
  draw: (p, style) => {
    const pants = path(
      'M140 250 L260 250 L272 445 L214 445 L200 300 L186 445 L128 445 Z',
      p.dark,
      outline(p),
    );
    const s: TopShape = {
      ...base,
      top: 60,
      hem: 290,
      hemW: 72,
      waistY: 200,
      waistW: 68,
      armpit: 130,
      sleeve: style === 2 ? 'short' : 'long',
      neck: 'v',
      cuff: 270,
    };
    const piping = stroke('M174 60 L200 120 L226 60', WHITE, 3) + line(200, 120, 200, 288, WHITE, 2);
    const dots =
      style === 3
        ? repeat(6, (r) =>
            repeat(5, (c) => circle(150 + c * 25 + (r % 2) * 12, 140 + r * 25, 3, WHITE, { opacity: 0.7 })),
          )
        : '';
    return pants + garment(s, p, dots + piping + buttons(207, 140, 270, 4, WHITE));
  },
};

export const bodysuit: Drawing = {
  mount: 'flat',
  lower: 0,
  focus: [200, 200],
  draw: (p, style) => {
    const sleeves =
      style === 2 ? 'M160 130 L108 210 L132 226 L164 180' : 'M160 130 L124 170 L146 188 L164 168';
    const right = sleeves.replace(/(\d+) (\d+)/g, (_, x, y) => `${400 - Number(x)} ${y}`);
    const body =
      'M176 118 Q200 138 224 118 L240 130 L246 330 Q240 360 216 372 L216 392 L184 392 L184 372 Q160 360 154 330 L160 130 Z';
    const snaps = repeat(3, (i) => circle(190 + i * 10, 384, 2.5, p.line));
    const print =
      style === 3
        ? ellipse(200, 250, 26, 20, p.light) + circle(190, 244, 3, p.darker) + circle(210, 244, 3, p.darker)
        : '';
    return (
      path(sleeves, p.base, outline(p)) +
      path(right, p.base, outline(p)) +
      path(body, p.base, outline(p)) +
      stroke('M176 118 Q200 138 224 118', p.dark, 4) +
      snaps +
      print
    );
  },
};

export const swimsuit: Drawing = {
  mount: 'flat',
  lower: 0,
  focus: [200, 230],
  draw: (p, style) => {
    const straps = line(170, 80, 176, 150, p.dark, 6) + line(230, 80, 224, 150, p.dark, 6);
    if (style === 2) {
      const cups = path(
        'M150 150 Q176 118 200 160 Q176 186 150 170 Z M250 150 Q224 118 200 160 Q224 186 250 170 Z',
        p.base,
        outline(p),
      );
      const bottom = path(
        'M146 290 L254 290 L236 330 Q212 336 206 372 L194 372 Q188 336 164 330 Z',
        p.base,
        outline(p),
      );
      return straps + cups + line(120, 172, 280, 172, p.dark, 4) + bottom;
    }
    const body =
      'M160 140 Q200 120 240 140 L236 250 Q240 300 256 322 Q220 330 206 380 L194 380 Q180 330 144 322 Q160 300 164 250 Z';
    const pattern =
      style === 3
        ? repeat(5, (i) =>
            path(`M150 ${180 + i * 28} q25 -14 50 0 q25 14 50 0`, 'none', {
              stroke: p.lighter,
              'stroke-width': 4,
            }),
          )
        : '';
    return (
      straps +
      path(body, p.base, outline(p)) +
      clipped('swimsuit', body, pattern) +
      sheen('M168 160 L178 160 L172 300 L162 300 Z', p) +
      fold('M200 150 Q196 200 200 250', p, 1.5)
    );
  },
};

export const bra: Drawing = {
  mount: 'flat',
  lower: 30,
  focus: [200, 200],
  draw: (p, style) => {
    const cups =
      'M112 210 Q120 140 196 150 L200 236 Q150 246 112 230 Z M288 210 Q280 140 204 150 L200 236 Q250 246 288 230 Z';
    const band = rect(96, 226, 208, 20, p.dark, { rx: 4 });
    const straps = line(126, 206, 150, 96, p.dark, 6) + line(274, 206, 250, 96, p.dark, 6);
    const lace =
      style !== 2
        ? repeat(8, (i) =>
            circle(124 + i * 10, 166 - Math.abs(3.5 - i) * 3, 5, 'none', {
              stroke: p.lighter,
              'stroke-width': 2,
            }),
          ) +
          repeat(8, (i) =>
            circle(206 + i * 10, 156 + Math.abs(3.5 - i) * 3, 5, 'none', {
              stroke: p.lighter,
              'stroke-width': 2,
            }),
          )
        : '';
    const bow = style === 3 ? path('M200 232 l-10 -7 l0 14 z M200 232 l10 -7 l0 14 z', p.lighter) : '';
    return (
      straps +
      band +
      path(cups, p.base, outline(p)) +
      lace +
      sheen('M130 200 Q136 170 160 164 L158 174 Q142 180 140 204 Z', p) +
      bow
    );
  },
};
