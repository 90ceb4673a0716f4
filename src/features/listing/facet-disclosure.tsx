'use client';
// On small screens the filters fold behind a button; from md up they are always shown. Before JavaScript runs
// (or without it) the button is a link to #listing-filters, and :target unfolds the panel.
import { useId, useState, type ReactNode } from 'react';
import { useHydrated } from '@/features/shared/lazy/use-hydrated';

export const FILTERS_ID = 'listing-filters';

export function FacetDisclosure({ label, children }: { label: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const toggle = 'flex min-h-6 w-full items-center justify-center rounded border border-line px-2 font-semibold text-ink no-underline md:hidden';
  return (
    <div>
      {hydrated ? (
        <button id={buttonId} type="button" aria-expanded={open} aria-controls={FILTERS_ID} onClick={() => setOpen((v) => !v)} className={toggle}>
          {label}
        </button>
      ) : (
        <a href={`#${FILTERS_ID}`} className={toggle}>
          {label}
        </a>
      )}
      <div
        id={FILTERS_ID}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            setOpen(false);
            document.getElementById(buttonId)?.focus();
          }
        }}
        className={`${open ? 'block' : 'hidden'} pt-2 target:block md:block md:pt-0`}
      >
        {children}
      </div>
    </div>
  );
}
