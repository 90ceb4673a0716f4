// Shoes, drawn from the side as a pair (the second one behind), heel on the left.
import type { Drawing } from './drawing';
import { circle, line, outline, path, rect, repeat, sheen, stroke, WHITE, type Palette } from './svg-kit';

const SOLE = '#f4f2ee';
const CORK = '#c9a06b';

/** The shoe and, behind it, its partner a little up and to the left, slightly darker. */
function pair(shoe: string): string {
  const behind = `<g transform="translate(-26 -26)">${shoe}</g><g transform="translate(-26 -26)" opacity="0.18">${shoe.replace(/fill="[^"]+"/g, 'fill="#000"')}</g>`;
  // Drawn small for easy coordinates, shown large: scaled about the ground line.
  return `<g transform="translate(212 436) scale(1.3) translate(-200 -430)">${behind}${shoe}</g>`;
}

function sneakerShoe(p: Palette, style: number): string {
  const sole =
    path('M72 396 Q70 420 92 420 L318 420 Q338 420 336 398 L332 386 L74 386 Z', SOLE, outline(p, 1.5)) +
    line(76, 402, 334, 402, p.line, 1, { opacity: 0.6 });
  const upper =
    'M80 388 L84 282 Q88 262 106 264 L150 278 Q168 252 194 244 L212 256 Q240 300 292 330 Q332 350 332 388 Z';
  const stripe =
    style === 2
      ? path('M112 372 Q190 300 282 340 L282 352 Q196 318 124 378 Z', p.isDark ? WHITE : p.darker)
      : style === 3
        ? rect(84, 340, 246, 14, p.lighter, { opacity: 0.9 })
        : path('M100 300 L150 296 L160 380 L110 380 Z', p.light, { opacity: 0.8 });
  const laces = repeat(
    5,
    (i) =>
      line(176 + i * 16, 278 + i * 10, 196 + i * 16, 266 + i * 10, WHITE, 3) +
      circle(176 + i * 16, 278 + i * 10, 2.4, p.darker),
  );
  const heelTab = path('M84 282 Q86 262 106 264 L108 300 L86 300 Z', p.dark);
  return (
    sole +
    path(upper, p.base, outline(p)) +
    stripe +
    heelTab +
    laces +
    sheen('M100 300 Q110 286 130 290 L128 300 Q114 300 108 310 Z', p)
  );
}

export const sneaker: Drawing = { focus: [230, 330], draw: (p, style) => pair(sneakerShoe(p, style)) };

export const ankleBoot: Drawing = {
  focus: [150, 260],
  draw: (p, style) => {
    const heel =
      style === 1
        ? path('M86 396 L122 396 L118 432 L92 432 Z', p.darker)
        : path('M86 404 L112 404 L110 432 L90 432 Z', p.darker);
    const upper =
      'M88 408 L92 190 Q94 176 110 176 L184 176 Q194 180 192 196 L196 300 Q230 330 298 354 Q334 368 332 408 Z';
    const panel =
      style === 2
        ? path('M150 180 L184 180 L188 290 L156 300 Z', p.darker, { opacity: 0.85 }) +
          repeat(8, (i) => line(156, 190 + i * 13, 184, 190 + i * 13, p.dark, 1))
        : '';
    const laces =
      style === 3
        ? repeat(
            6,
            (i) =>
              circle(186 - i * 1, 196 + i * 18, 3, '#d9c9a0') +
              line(170, 200 + i * 18, 190, 194 + i * 18, p.lighter, 2),
          )
        : '';
    const sole = path('M86 406 L334 406 Q338 420 320 422 L86 422 Z', p.darker);
    const shoe =
      heel +
      sole +
      path(upper, p.base, outline(p)) +
      panel +
      laces +
      line(92, 190, 190, 190, p.dark, 2) +
      sheen('M102 196 L116 196 L112 390 L100 390 Z', p);
    return pair(shoe);
  },
};

export const pump: Drawing = {
  focus: [220, 360],
  draw: (p, style) => {
    const body =
      'M84 300 Q100 290 122 302 Q152 330 204 342 L300 366 Q342 380 336 402 L206 404 Q150 402 128 374 Q104 352 84 354 Z';
    const heel =
      style === 2
        ? path('M84 340 L112 346 L110 430 L88 430 Z', p.dark)
        : path('M84 340 L102 344 L98 430 L92 430 Z', p.dark);
    const lining = path(
      'M92 306 Q104 298 120 308 Q150 334 200 346 L196 352 Q146 340 118 316 Q104 306 92 312 Z',
      '#e9d9c8',
    );
    const strap = style === 3 ? stroke('M150 330 Q170 296 196 300', p.dark, 6) : '';
    const shine = style === 1 ? sheen('M220 360 L300 374 L300 380 L220 368 Z', p) : '';
    return pair(
      heel +
        path(body, p.base, outline(p)) +
        lining +
        strap +
        shine +
        path('M200 404 L336 402 L334 410 L206 410 Z', p.darker),
    );
  },
};

export const sandal: Drawing = {
  focus: [210, 380],
  draw: (p, style) => {
    const sole =
      style === 2
        ? path(
            'M72 360 Q86 352 110 356 L318 388 Q338 392 336 404 Q334 414 318 414 L86 414 Q70 414 72 400 Z',
            CORK,
            outline(p, 1.5),
          )
        : path(
            'M70 396 Q70 386 86 386 L320 390 Q338 392 336 404 Q334 414 318 414 L86 414 Q70 414 70 400 Z',
            CORK,
            outline(p, 1.5),
          );
    const top = style === 2 ? 360 : 390;
    const straps =
      stroke(`M240 ${top + 4} Q266 336 304 ${top + 6}`, p.base, 12) +
      stroke(`M196 ${top} Q214 330 250 ${top + 2}`, p.base, 10) +
      (style === 3
        ? ''
        : stroke(`M96 ${top - 6} Q100 ${top - 70} 134 ${top - 76} Q168 ${top - 60} 160 ${top}`, p.base, 8)) +
      circle(150, top - 30, 4, '#c9a449');
    return pair(sole + straps);
  },
};

export const derby: Drawing = {
  focus: [230, 340],
  draw: (p, style) => {
    const upper =
      'M80 392 L86 300 Q90 286 106 288 L168 300 Q196 290 220 302 Q270 336 318 356 Q338 366 334 392 Z';
    const sole =
      path('M78 390 L336 390 Q340 404 326 406 L80 406 Z', p.darker) + rect(80, 394, 36, 16, p.darker);
    const laces =
      style === 3
        ? stroke('M170 306 Q200 296 226 312', p.darker, 6) + rect(190, 302, 10, 8, '#c9a449')
        : repeat(4, (i) => line(172 + i * 14, 304 + i * 5, 190 + i * 14, 296 + i * 6, p.darker, 2));
    const brogue =
      style === 2
        ? repeat(12, (i) => circle(250 + i * 6, 330 + i * 2.2, 1.6, p.darker)) +
          stroke('M250 330 Q270 360 318 362', p.dark, 1.2)
        : '';
    const stitch = stroke('M96 372 L326 374', p.light, 1.2, { 'stroke-dasharray': '3 3' });
    return pair(
      sole +
        path(upper, p.base, outline(p)) +
        laces +
        brogue +
        stitch +
        sheen('M240 330 Q280 340 310 358 L306 364 Q276 348 238 338 Z', p),
    );
  },
};

export const boot: Drawing = {
  focus: [160, 250],
  draw: (p, style) => {
    const upper =
      'M86 400 L90 150 Q92 138 106 138 L186 138 Q196 142 194 158 L200 296 Q236 324 298 348 Q334 362 332 400 Z';
    const sole =
      path('M82 398 L336 398 L336 426 L82 426 Z', '#3a3633') +
      repeat(13, (i) => rect(86 + i * 19, 420, 10, 10, '#3a3633'));
    const laces =
      style === 2
        ? ''
        : repeat(
            8,
            (i) =>
              circle(188 - i * 0.5, 154 + i * 18, 3, '#c9a449') +
              line(170, 160 + i * 18, 192, 152 + i * 18, style === 3 ? '#d24c3a' : p.lighter, 2.5),
          );
    const collar = style === 3 ? rect(90, 138, 104, 22, '#e9e2d6', outline(p, 1.5)) : '';
    const tab = rect(98, 118, 14, 26, p.dark, { rx: 4 });
    return pair(
      tab +
        sole +
        path(upper, p.base, outline(p)) +
        collar +
        laces +
        line(92, 300, 200, 300, p.dark, 1.5) +
        sheen('M100 160 L114 160 L110 380 L98 380 Z', p),
    );
  },
};

export const slipper: Drawing = {
  focus: [210, 350],
  draw: (p, style) => {
    const body =
      style === 2
        ? 'M150 404 Q146 360 176 340 L220 326 Q290 320 322 362 Q336 382 330 404 Z'
        : 'M80 404 Q74 362 110 342 L200 324 Q290 318 322 362 Q336 382 330 404 Z';
    const fur =
      style === 3
        ? stroke('M84 398 Q80 364 112 346 L200 328 Q286 322 318 364', p.lighter, 3, {
            'stroke-dasharray': '5 4',
          })
        : repeat(9, (i) =>
            circle(
              (style === 2 ? 176 : 104) + i * (style === 2 ? 10 : 14),
              340 - Math.sin(i / 3) * 8,
              9,
              '#f1ebe0',
            ),
          );
    const sole = path('M76 402 L334 402 Q338 416 322 418 L80 418 Z', '#6b5a4a');
    return pair(
      sole +
        path(body, p.base, outline(p)) +
        fur +
        sheen('M230 340 Q280 336 310 360 L304 366 Q276 346 232 348 Z', p),
    );
  },
};
