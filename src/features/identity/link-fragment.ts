'use client';
// Reads the secret of a mail link from the URL fragment (never sent to a server, so never in a log) and removes it
// from the address bar and the history. Undefined during the server render and hydration.
import { useEffect, useSyncExternalStore } from 'react';

const captured = new Map<string, string | null>();
// A mail link opened in the tab that already shows the page only changes the fragment: listen for that too.
const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

function read(name: string): string | null {
  const fresh = new URLSearchParams(window.location.hash.slice(1)).get(name);
  if (fresh || !captured.has(name)) captured.set(name, fresh);
  return captured.get(name) ?? null;
}

export function useLinkFragment(name: string): { ready: boolean; value: string | null } {
  const value = useSyncExternalStore(
    subscribeToHash,
    () => read(name),
    () => undefined,
  );
  useEffect(() => {
    if (value && window.location.hash) {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    }
  }, [value]);
  return value === undefined ? { ready: false, value: null } : { ready: true, value };
}
