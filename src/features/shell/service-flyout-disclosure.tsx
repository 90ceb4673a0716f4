'use client';
// The button of the header's service flyout: a disclosure (button with aria-expanded, panel of links), closed by
// Escape (focus back on the button), a click elsewhere or focus leaving it. The panel is server-rendered children,
// so this island carries no text and no data.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export function ServiceFlyoutDisclosure({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('focusin', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('focusin', close);
    };
  }, [open]);
  return (
    // Not `relative`: the panel is placed against the header's top row, so it stays on screen beside the language
    // switch on a phone.
    <div
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
        className="flex min-h-[44px] items-center gap-0.5 px-0.5 text-sm font-semibold text-ink hover:text-link"
      >
        {label}
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
          <path d={open ? 'm6 15 6-6 6 6' : 'm6 9 6 6 6-6'} />
        </svg>
      </button>
      <div
        id={id}
        hidden={!open}
        className="absolute inset-x-2 top-full z-50 max-h-[80vh] overflow-y-auto rounded border border-line bg-page p-2 text-ink shadow-lg md:left-auto md:w-[52rem] md:max-w-[calc(100%-2rem)]"
      >
        {children}
      </div>
    </div>
  );
}
