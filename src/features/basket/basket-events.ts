// What the basket tells the rest of the page: the item count for the header (in SWR's cache under one fixed key,
// so every add or change shows there at once) and the outcome of the last add, which the header's basket entry
// shows as the basket layer or as an error toast. The header reads the count from `basketCount`, which the count's
// sync copies from SWR's entry (basket-count-sync.tsx): SWR is not in the page's first load (decision 0076).
import { createLiveStore, useLive } from '@/features/shared/client-data/live-store';
import type { BasketFieldsFragment } from '@/features/shared/client-data/generated/graphql';
import type { BasketFailureInfo } from './basket-failure';

/** The SWR key of the header count. */
export const BASKET_COUNT_KEY = 'Basket:count';

/** The header's count: what SWR's entry holds, undefined until it has been read. */
export const basketCount = createLiveStore<number | undefined>(undefined);

/**
 * Puts a count the server just answered into the header's cache entry (the SWR cache of the page), and into the
 * header at once, without waiting for SWR's code if it has not loaded yet.
 */
export function publishBasketCount(count: number): void {
  basketCount.set(count);
  void import('swr').then(({ mutate }) => mutate(BASKET_COUNT_KEY, count, { revalidate: false }));
}

export type AddOutcome =
  | { kind: 'added'; basket: BasketFieldsFragment; variantSku: string; at: number }
  | { kind: 'failed'; failure: BasketFailureInfo; at: number };

/** The last add's outcome, until the header has shown it (then null again). */
const addOutcome = createLiveStore<AddOutcome | null>(null);

export const reportAddOutcome = (next: AddOutcome | null): void => addOutcome.set(next);

export const useAddOutcome = (): AddOutcome | null => useLive(addOutcome);
