'use client';
// Marks the document once React has hydrated it: `data-hydrated` on <html>. A page's scripts start at its first
// paint (decision 0075), which on a small page comes after the load event, so "loaded" does not mean "working":
// the browser tests wait for this mark after a navigation, and monitoring can read it.
import { useEffect } from 'react';

export const hydratedAttribute = 'data-hydrated';

export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(hydratedAttribute, '');
  }, []);
  return null;
}
