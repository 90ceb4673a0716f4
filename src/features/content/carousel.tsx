'use client';
// A row of server-rendered cards that scrolls sideways with scroll-snap: previous/next buttons for those who do not
// swipe, switched off at the ends; it never moves by itself. The cards stay in the reading and tab order.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';

export function Carousel({ previous, next, children }: { previous: string; next: string; children: ReactNode }) {
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const update = useCallback(() => {
    const el = list.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [update]);

  const scroll = (direction: 1 | -1) => {
    const el = list.current;
    if (!el) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reduced ? 'auto' : 'smooth' });
  };

  const button =
    'inline-flex min-h-6 min-w-6 items-center justify-center rounded-full border border-line bg-page text-lg text-ink hover:border-ink disabled:opacity-40';
  return (
    <div className="flex flex-col gap-1">
      <ul
        id={listId}
        ref={list}
        onScroll={update}
        className="flex snap-x snap-mandatory gap-2 overflow-x-auto overscroll-x-contain pb-1"
      >
        {children}
      </ul>
      <div className="flex justify-end gap-1">
        <button type="button" aria-controls={listId} onClick={() => scroll(-1)} disabled={edges.start} className={button} aria-label={previous}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" aria-controls={listId} onClick={() => scroll(1)} disabled={edges.end} className={button} aria-label={next}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
