// The box a list read in the browser (basket, wishlist) renders into. It is at least one screen high, so the footer
// starts below the fold: when the list replaces its loading line — longer or shorter — nothing in view moves
// (issue 21: the footer's jump was a layout shift of 0.66 on a 412 px basket page; CLS target 0).
import type { ReactNode } from 'react';

export function ClientRegion({ children }: { children: ReactNode }) {
  return <div className="min-h-[100svh]">{children}</div>;
}
