'use client';
// Recommendations are personal and fetched in the browser: the server renders nothing for a slot. So the slot's code
// (tiles, carousel, the A/B test) loads after the page instead of with it (first-load JavaScript, decision 0005).
import dynamic from 'next/dynamic';

export const LazyRecommendationSlot = dynamic(
  () => import('./recommendation-slot').then((m) => m.RecommendationSlot),
  { ssr: false },
);
