'use client';
// The bra size finders as pages render them: their code loads after hydration and only where a bra is shown, so no
// other product or listing page carries it (first-load budget, decision 0005). The caller reserves the button's
// height (min-h-6, the button's own), so nothing moves when it arrives.
import { clientOnly } from '@/features/shared/lazy/client-only';

export const LazyListingBraSizeFinder = clientOnly(() =>
  import('./listing-bra-size-finder').then((m) => m.ListingBraSizeFinder),
);

export const LazyProductBraSizeFinder = clientOnly(() =>
  import('./product-bra-size-finder').then((m) => m.ProductBraSizeFinder),
);
