'use client';
// A value of the page that components outside React's state read and re-render on: the last add's outcome, and
// what the page's own data holds before the data library has loaded (decision 0076). For the latter the SWR cache
// stays the one source: a sync component loaded after hydration (`LiveData`, features/shell/live-data.tsx) reads
// the entry with SWR and copies what it holds into a store, so the header, the hearts and the account entry render
// from it without SWR in every page's first load. The server and the hydrating render see the initial value, as
// they saw SWR's empty entry before.
import { useSyncExternalStore } from 'react';

export interface LiveStore<T> {
  readonly initial: T;
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function createLiveStore<T>(initial: T): LiveStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's value, re-rendering on each change; the initial value on the server and while hydrating. */
export function useLive<T>(store: LiveStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}

/** What a sync component copies from an SWR entry: its data, and whether the last read failed. */
export interface LiveEntry<T> {
  data: T | undefined;
  failed: boolean;
}
