'use client';
// Recommendations are personal and fetched in the browser: the server renders nothing for a slot. So the slot's code
// (tiles, carousel, the A/B test) loads after the page instead of with it (first-load JavaScript, decision 0005).
import { clientOnly } from '@/features/shared/lazy/client-only';

export const LazyRecommendationSlot = clientOnly(() => import('./recommendation-slot').then((m) => m.RecommendationSlot));
