'use client';
// Whether the component runs in the hydrated browser: false on the server and during hydration, so the first client
// render matches the server's HTML; true after. For parts that are plain links and forms until JavaScript runs.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
