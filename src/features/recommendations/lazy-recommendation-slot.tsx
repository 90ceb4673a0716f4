'use client';
// Recommendations are personal and fetched in the browser: the server renders nothing for a slot. So the slot's code
// (tiles, carousel, the A/B test) loads when the slot comes near the viewport instead of with the page (first-load
// JavaScript, decision 0005; the page's load, issue 21).
import { clientWhenNear } from '@/features/shared/lazy/client-when-near';

export const LazyRecommendationSlot = clientWhenNear(() => import('./recommendation-slot').then((m) => m.RecommendationSlot));
