// What the basket tells the rest of the page: the item count for the header (in SWR's cache under one fixed key,
// so every add or change shows there at once) and the outcome of the last add, which the header's basket entry
// shows as the basket layer or as an error toast.
import { useCallback, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import type { BasketFieldsFragment } from '@/features/shared/client-data/generated/graphql';
import type { BasketFailureInfo } from './basket-failure';

/** The SWR key of the header count. */
export const BASKET_COUNT_KEY = 'Basket:count';

/** Puts a count the server just answered into the header's cache entry (the SWR cache of the page). */
export function usePublishBasketCount(): (count: number) => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    (count: number) => void mutate(BASKET_COUNT_KEY, count, { revalidate: false }),
    [mutate],
  );
}

export type AddOutcome =
  | { kind: 'added'; basket: BasketFieldsFragment; variantSku: string; at: number }
  | { kind: 'failed'; failure: BasketFailureInfo; at: number };

let outcome: AddOutcome | null = null;
const listeners = new Set<() => void>();

export function reportAddOutcome(next: AddOutcome | null): void {
  outcome = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAddOutcome(): AddOutcome | null {
  return useSyncExternalStore(
    subscribe,
    () => outcome,
    () => null,
  );
}
