'use client';
// The visitor layers as the layout renders them: their code loads after hydration, so every page's first load
// carries only this line (first-load budget, decision 0005; decision 0048). Nothing of them is in the server's HTML.
import { clientOnly } from '@/features/shared/lazy/client-only';

export const LazyVisitorLayers = clientOnly(() => import('./visitor-layers').then((m) => m.VisitorLayers));
