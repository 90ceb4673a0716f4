'use client';
// Confetti on the order confirmation (flag `confetti`, SPEC §9): canvas-confetti, loaded only here and only when
// the shopper's system allows motion; under `prefers-reduced-motion: reduce` nothing is drawn or loaded. The canvas
// is decoration: hidden from assistive technology, never in the way of a click.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

const reducedMotion = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Motion allowed by the system; false on the server and until hydrated, so nothing flashes in. */
const useMotionAllowed = () =>
  useSyncExternalStore(subscribe, () => !window.matchMedia(reducedMotion).matches, () => false);

export function OrderConfetti() {
  const motion = useMotionAllowed();
  const [fired, setFired] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!motion || !canvas.current) return;
    let cancelled = false;
    let reset: (() => void) | undefined;
    import('canvas-confetti')
      .then(({ default: confetti }) => {
        if (cancelled || !canvas.current) return;
        // No worker: the page's Content-Security-Policy allows no blob: workers, and one burst needs none.
        const shoot = confetti.create(canvas.current, { resize: true, useWorker: false, disableForReducedMotion: true });
        reset = shoot.reset;
        void shoot({ particleCount: 120, spread: 80, origin: { y: 0.3 } });
        setFired(true);
      })
      .catch((error: unknown) => console.warn('confetti could not be loaded', error));
    return () => {
      cancelled = true;
      reset?.();
    };
  }, [motion]);

  if (!motion) return null;
  return (
    <canvas
      ref={canvas}
      aria-hidden="true"
      data-confetti={fired ? 'fired' : 'loading'}
      className="pointer-events-none fixed inset-0 z-40 h-full w-full"
    />
  );
}
