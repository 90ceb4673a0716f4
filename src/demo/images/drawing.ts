// The contract of a product drawing: SVG elements on a 400 × 500 canvas for one colour and style, and the point
// a detail view zooms in on.
import type { Palette } from './svg-kit';

export interface Drawing {
  draw: (palette: Palette, style: number) => string;
  /** Centre of the detail view (view 2), in canvas coordinates. */
  focus: readonly [number, number];
  /** 'floor': stands on the ground and casts a floor shadow (default); 'flat': laid out, with a soft drop shadow. */
  mount?: 'floor' | 'flat';
  /** Moves the drawing down by this much, for drawings that sit high on the canvas. */
  lower?: number;
  /** Enlarges the drawing about the middle of the ground line, for small objects. */
  scale?: number;
}
