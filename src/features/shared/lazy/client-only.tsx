'use client';
// A component whose code loads in the browser after the page has hydrated and that the server does not render:
// dialogs, the basket layer, reviews and recommendations, none of which the first paint needs. React's own lazy
// and Suspense do this; next/dynamic would do the same but adds its loader to every page that uses it (1.5 kB gzip,
// decision 0005).
import { Suspense, lazy, type ComponentType } from 'react';
import { useHydrated } from './use-hydrated';

export function clientOnly<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function ClientOnly(props: P) {
    const hydrated = useHydrated();
    return hydrated ? (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    ) : null;
  }
  return ClientOnly;
}
