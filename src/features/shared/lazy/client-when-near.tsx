'use client';
// A client-only component for parts far down the page (reviews, recommendation strips): its code, its data and its
// first render wait until its place comes within a screen of the viewport. A product page's reviews are ~1,000
// elements mounted in one task; mounted while the page loads they were the page's longest task after hydration
// (issue 21, total blocking time), for a part most visitors of a phone never scroll to. One screen ahead leaves the
// time to fetch and render before the place is seen, so nothing shifts under the reader's eyes.
import { Suspense, lazy, useCallback, useState, type ComponentType } from 'react';

/** How far ahead of the viewport the part starts to load: one viewport height above and below. */
export const NEAR_MARGIN = '100% 0px';

export function clientWhenNear<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function ClientWhenNear(props: P) {
    const [isNear, setNear] = useState(false);
    // A ref callback (its cleanup disconnects): the observer watches the placeholder while it is in the page.
    const watch = useCallback((element: HTMLDivElement | null) => {
      if (!element) return;
      // Browsers without the observer (very old ones) load at once, as clientOnly does.
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            setNear(true);
          }
        },
        { rootMargin: NEAR_MARGIN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    return isNear ? (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    ) : (
      // One pixel high so the observer has an area to watch; nothing is painted.
      <div ref={watch} className="h-px" aria-hidden="true" />
    );
  }
  return ClientWhenNear;
}
