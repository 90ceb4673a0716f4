// Consumer electronics: TVs, soundbars, headphones, laptops, tablets, phones.
import type { Drawing } from './drawing';
import { screen } from './screen';
import { circle, line, outline, path, rect, repeat, sheen, stroke, INK } from './svg-kit';

export const tv: Drawing = {
  lower: 60,
  focus: [200, 230],
  draw: (p, style) => {
    const stand =
      style === 2
        ? rect(150, 372, 100, 10, p.dark) + rect(192, 340, 16, 34, p.dark)
        : stroke('M100 380 L120 340 M300 380 L280 340', p.dark, 8);
    return (
      stand +
      rect(40, 150, 320, 196, p.base, { rx: 6, ...outline(p) }) +
      screen(48, 158, 304, 180, style) +
      rect(40, 338, 320, 8, p.dark) +
      circle(200, 342, 2, '#ff6b5a')
    );
  },
};

export const soundbar: Drawing = {
  lower: 50,
  focus: [200, 330],
  draw: (p, style) => {
    const bar =
      rect(50, 320, 300, 46, p.base, { rx: 22, ...outline(p) }) +
      repeat(34, (i) =>
        repeat(3, (r) =>
          circle(74 + i * 7.6, 334 + r * 9, 1.8, p.isDark ? p.lighter : p.darker, { opacity: 0.8 }),
        ),
      ) +
      circle(320, 343, 3, '#7bd38a');
    const sub =
      style === 2
        ? rect(260, 220, 100, 180, p.base, { rx: 12, ...outline(p) }) +
          circle(310, 300, 34, p.dark) +
          circle(310, 300, 14, p.darker)
        : '';
    return (
      sub +
      bar +
      (style === 3
        ? rect(20, 250, 60, 140, p.base, { rx: 10, ...outline(p) }) +
          rect(320, 250, 60, 140, p.base, { rx: 10, ...outline(p) })
        : '')
    );
  },
};

export const headphones: Drawing = {
  lower: 60,
  focus: [200, 300],
  draw: (p, style) => {
    const band =
      stroke('M110 300 Q110 120 200 120 Q290 120 290 300', p.base, style === 2 ? 12 : 18) +
      stroke('M118 290 Q120 136 200 134 Q280 136 282 290', p.dark, 4, { opacity: 0.6 });
    const cup = (x: number) =>
      rect(x - 36, 260, 72, 110, p.base, { rx: 32, ...outline(p) }) +
      rect(x - 26, 272, 52, 86, p.dark, { rx: 24 }) +
      sheen(`M${x - 30} 280 L${x - 22} 280 L${x - 22} 350 L${x - 30} 350 Z`, p);
    return band + cup(110) + cup(290);
  },
};

export const laptop: Drawing = {
  lower: 60,
  scale: 1.1,
  focus: [200, 250],
  draw: (p, style) => {
    const lid =
      rect(80, 130, 240, 170, p.base, { rx: 8, ...outline(p) }) + screen(90, 140, 220, 150, style + 1);
    const deck =
      path('M60 320 L340 320 L364 370 L36 370 Z', p.base, outline(p)) +
      path('M90 328 L310 328 L326 352 L74 352 Z', p.dark, { opacity: 0.55 }) +
      repeat(11, (i) => line(84 + i * 22, 334, 80 + i * 23, 348, p.darker, 1, { opacity: 0.5 })) +
      rect(170, 356, 60, 10, p.light, { rx: 3 });
    return lid + rect(76, 300, 248, 20, p.dark, { rx: 4 }) + deck;
  },
};

export const tablet: Drawing = {
  lower: 30,
  focus: [200, 260],
  draw: (p, style) => {
    const device =
      rect(100, 110, 200, 290, p.base, { rx: 18, ...outline(p) }) +
      rect(112, 124, 176, 262, INK, { rx: 8 }) +
      screen(116, 128, 168, 254, style) +
      circle(200, 117, 2.5, '#555');
    const keyboard =
      style === 2
        ? path('M60 410 L340 410 L360 440 L40 440 Z', '#3a3f45') +
          repeat(12, (i) => line(70 + i * 22, 418, 64 + i * 24, 434, '#5a6068', 1.5))
        : '';
    return device + keyboard;
  },
};

export const phone: Drawing = {
  lower: 40,
  focus: [250, 200],
  draw: (p, style) => {
    const back =
      rect(196, 100, 130, 260, p.base, { rx: 22, ...outline(p) }) +
      rect(212, 116, 52, 70, p.dark, { rx: 14 }) +
      circle(228, 134, 10, INK) +
      circle(228, 166, 10, INK) +
      circle(250, 150, 5, '#f3e6b2') +
      sheen('M206 120 L214 120 L214 340 L206 340 Z', p);
    const front =
      rect(84, 130, 130, 270, INK, { rx: 22, stroke: p.line, 'stroke-width': 3 }) +
      screen(92, 140, 114, 250, style) +
      rect(130, 146, 38, 8, INK, { rx: 4 });
    return back + front;
  },
};
