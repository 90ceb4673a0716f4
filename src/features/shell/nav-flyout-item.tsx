'use client';
// One top category of the main navigation on wide screens: the link, and a button that opens its flyout (the
// disclosure pattern). The flyout opens on hover for the mouse and on the button for the keyboard — not when focus
// merely passes through, so a keyboard user tabs over the top categories only (issue 21: ~110 Tab stops per page)
// and opens the one they want. Escape or leaving the entry closes it.
import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons';

export function NavFlyoutItem({
  link,
  toggleLabel,
  panelHtml,
}: {
  link: ReactNode;
  toggleLabel: string;
  /** The flyout as escaped HTML (flyoutPanelHtml), put inside a box this item shows and hides. */
  panelHtml: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li
      className="group border-b border-line md:flex md:items-center md:border-0"
      data-open={open || undefined}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          e.currentTarget.querySelector<HTMLButtonElement>('button[aria-expanded]')?.focus();
        }
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {link}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={toggleLabel}
        onClick={() => setOpen((v) => !v)}
        className="hidden min-h-6 min-w-6 items-center justify-center rounded md:inline-flex"
      >
        <ChevronDownIcon width={16} height={16} className={open ? 'rotate-180' : ''} />
      </button>
      <div
        id={id}
        className="pb-1 pl-2 md:absolute md:inset-x-2 md:top-full md:z-40 md:hidden md:rounded md:border md:border-line md:bg-page md:p-2 md:shadow-lg md:group-hover:block md:group-data-[open]:block"
        dangerouslySetInnerHTML={{ __html: panelHtml }}
      />
    </li>
  );
}
