// What a screen shows in the drawings: a calm landscape, so devices look switched on.
import { circle, clipped, path, rect } from './svg-kit';

/** A calm picture on a screen: sky, hills and a sun. */
export function screen(x: number, y: number, w: number, h: number, hue: number): string {
  const sky = ['#3b6ea8', '#6a4fa0', '#2f8a8a'][hue % 3]!;
  const d = `M${x} ${y} h${w} v${h} h${-w} z`;
  return clipped(
    `screen${x}${y}`,
    d,
    rect(x, y, w, h, sky) +
      circle(x + w * 0.72, y + h * 0.32, h * 0.12, '#ffd27a') +
      path(
        `M${x} ${y + h * 0.7} Q${x + w * 0.3} ${y + h * 0.45} ${x + w * 0.55} ${y + h * 0.68} T${x + w} ${y + h * 0.6} V${y + h} H${x} Z`,
        '#2f5d3a',
      ) +
      path(
        `M${x} ${y + h * 0.85} Q${x + w * 0.4} ${y + h * 0.7} ${x + w} ${y + h * 0.86} V${y + h} H${x} Z`,
        '#244a2e',
      ),
  );
}
