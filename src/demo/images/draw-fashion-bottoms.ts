// Garments worn below the waist, drawn flat from the front: trousers, jeans, skirts, underwear, socks.
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
  stroke,
  type Palette,
} from './svg-kit';

const STITCH = '#d69a3a';

function legs(hemY: number, hemOut: number, hemIn: number): string {
  return `M136 96 L264 96 L${200 + hemOut} ${hemY} L${200 + hemIn} ${hemY} L200 190 L${200 - hemIn} ${hemY} L${200 - hemOut} ${hemY} Z`;
}

function trouserParts(p: Palette, style: number, jeans: boolean) {
  const [hemY, out, inner] = style === 2 ? [445, 86, 10] : style === 3 ? [405, 56, 10] : [445, 70, 12];
  const d = legs(hemY, out, inner);
  const seam = jeans ? STITCH : p.dark;
  const waistband =
    rect(134, 72, 132, 26, p.base, outline(p)) +
    line(136, 80, 264, 80, seam, 1.2, { 'stroke-dasharray': '4 3' });
  const loops = repeat(5, (i) => rect(146 + i * 25, 70, 6, 30, p.dark));
  const fly = stroke(
    'M200 98 L200 160 Q200 172 212 170',
    seam,
    1.6,
    jeans ? { 'stroke-dasharray': '4 3' } : {},
  );
  const pockets =
    stroke('M146 98 Q150 130 138 138', seam, 1.6) + stroke('M254 98 Q250 130 262 138', seam, 1.6);
  const creases =
    fold(`M${200 - (out + inner) / 2 - 4} 200 L${200 - (out + inner) / 2} ${hemY - 8}`, p, 1.5) +
    fold(`M${200 + (out + inner) / 2 + 4} 200 L${200 + (out + inner) / 2} ${hemY - 8}`, p, 1.5);
  return { d, extras: waistband + loops + fly + pockets + creases, hemY, out, inner };
}

export const trousers: Drawing = {
  mount: 'flat',
  lower: 10,
  focus: [200, 130],
  draw: (p, style) => {
    const t = trouserParts(p, style, false);
    const button = circle(200, 85, 4, p.darker);
    return (
      path(t.d, p.base, outline(p)) + sheen('M150 110 L166 110 L152 400 L138 400 Z', p) + t.extras + button
    );
  },
};

export const jeans: Drawing = {
  mount: 'flat',
  lower: 10,
  focus: [200, 120],
  draw: (p, style) => {
    const t = trouserParts(p, style, true);
    const wash = clipped(
      'wash',
      t.d,
      repeat(2, (i) =>
        path(`M${150 + i * 80} 150 q14 120 0 260 l28 0 q-10 -140 0 -260 z`, p.lighter, { opacity: 0.35 }),
      ),
    );
    const rivets =
      circle(146, 102, 2.5, '#c9a449') + circle(254, 102, 2.5, '#c9a449') + circle(200, 85, 4.5, '#c9a449');
    const coin = stroke('M226 100 L226 118 L246 118', STITCH, 1.2, { 'stroke-dasharray': '3 2' });
    const hem = stroke(
      `M${200 - t.out + 2} ${t.hemY - 8} L${200 - t.inner - 2} ${t.hemY - 8} M${200 + t.inner + 2} ${t.hemY - 8} L${200 + t.out - 2} ${t.hemY - 8}`,
      STITCH,
      1.2,
      { 'stroke-dasharray': '4 3' },
    );
    return path(t.d, p.base, outline(p)) + wash + t.extras + rivets + coin + hem;
  },
};

export const skirt: Drawing = {
  mount: 'flat',
  lower: 20,
  focus: [200, 150],
  draw: (p, style) => {
    const hem = style === 3 ? 400 : 380;
    const d =
      style === 1
        ? `M150 110 L250 110 L300 ${hem} L100 ${hem} Z`
        : `M146 110 L254 110 L296 ${hem} Q200 ${hem + 14} 104 ${hem} Z`;
    const band = rect(146, 92, 108, 20, p.dark, outline(p));
    const detail =
      style === 1
        ? fold(`M200 112 L200 ${hem - 4}`, p, 1.5) +
          fold(`M176 112 L150 ${hem - 4}`, p, 1.5) +
          fold(`M224 112 L250 ${hem - 4}`, p, 1.5)
        : style === 2
          ? repeat(9, (i) =>
              path(
                `M${152 + i * 12} 112 L${108 + i * 23} ${hem + 4} L${120 + i * 23} ${hem + 6} L${162 + i * 12} 112 Z`,
                i % 2 ? p.dark : p.light,
                { opacity: 0.55 },
              ),
            )
          : repeat(3, (i) =>
              path(
                `M${120 - i * 6} ${hem - 60 + i * 24} ${repeat(8, () => `q${10 + i} 14 ${21 + i * 1.5} 0`)}`,
                'none',
                { stroke: p.lighter, 'stroke-width': 3, opacity: 0.8 },
              ),
            );
    return path(d, p.base, outline(p)) + detail + band + sheen('M160 116 L172 116 L124 370 L112 370 Z', p);
  },
};

export const briefs: Drawing = {
  mount: 'flat',
  focus: [200, 230],
  draw: (p, style) =>
    `<g transform="translate(200 240) scale(1.5) translate(-200 -230)">${brief(p, style)}</g>`,
};

function brief(p: Palette, style: number): string {
  {
    const d =
      style === 2
        ? 'M120 170 L280 170 L284 232 Q232 246 216 300 L184 300 Q168 246 116 232 Z'
        : 'M130 170 L270 170 L262 194 Q222 226 214 300 L186 300 Q178 226 138 194 Z';
    const band = rect(126, 160, 148, 14, p.dark, { rx: 4 });
    const lace =
      style === 3
        ? repeat(9, (i) => circle(142 + i * 15, 178, 6, 'none', { stroke: p.lighter, 'stroke-width': 2 }))
        : '';
    return (
      path(d, p.base, outline(p)) +
      band +
      lace +
      fold('M200 200 Q196 240 200 290', p, 1.5) +
      sheen('M144 190 L156 186 L170 230 L160 236 Z', p)
    );
  }
}

export const boxers: Drawing = {
  mount: 'flat',
  focus: [200, 170],
  draw: (p, style) => {
    const d = 'M124 158 L276 158 L290 350 L214 350 L200 286 L186 350 L110 350 Z';
    const band =
      rect(122, 138, 156, 26, style === 2 ? '#f2f2f0' : p.darker, outline(p)) +
      repeat(6, (i) => rect(150 + i * 18, 148, 10, 6, style === 2 ? p.base : p.light, { opacity: 0.8 }));
    const checks =
      style === 3
        ? clipped(
            'boxers',
            d,
            repeat(9, (i) => rect(110 + i * 20, 158, 8, 200, p.light, { opacity: 0.4 })) +
              repeat(10, (i) => rect(110, 166 + i * 20, 180, 8, p.light, { opacity: 0.4 })),
          )
        : '';
    return (
      path(d, p.base, outline(p)) +
      checks +
      band +
      stroke('M200 166 L200 230', p.dark, 1.5) +
      circle(200, 190, 3, p.line) +
      circle(200, 214, 3, p.line)
    );
  },
};

export const socks: Drawing = {
  mount: 'flat',
  lower: 10,
  focus: [230, 330],
  draw: (p, style) => {
    const sock =
      'M0 0 L58 0 L58 210 Q58 240 88 250 L138 266 Q160 274 152 302 Q146 322 120 316 L24 290 Q0 282 0 250 Z';
    const stripes =
      style === 2
        ? repeat(4, (i) => rect(0, 40 + i * 34, 58, 12, p.lighter, { opacity: 0.85 }))
        : style === 3
          ? repeat(5, (r) => repeat(3, (c) => circle(12 + c * 17, 44 + r * 32, 4, p.lighter)))
          : '';
    const one = (x: number, y: number, tone: string) =>
      `<g transform="translate(${x} ${y})">${path(sock, tone, outline(p))}${clipped(`sock${x}`, sock, stripes)}${rect(0, 0, 58, 34, p.dark)}${repeat(9, (i) => line(4 + i * 6.2, 4, 4 + i * 6.2, 30, p.darker, 1))}${path('M58 208 Q60 246 96 252 L88 276 Q46 268 40 232 Z', p.dark, { opacity: 0.8 })}${path('M120 262 Q160 272 152 302 Q146 322 118 316 Z', p.dark, { opacity: 0.8 })}</g>`;
    return one(112, 70, p.dark) + one(150, 110, p.base);
  },
};
