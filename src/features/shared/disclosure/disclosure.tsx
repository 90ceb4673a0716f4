'use client';
// A disclosure of the header (the service flyout, the account menu): a button with aria-expanded and a panel,
// closed by Escape (focus back on the button), a click elsewhere or the focus leaving it. The panel is the caller's
// children (server-rendered where the caller is a server component), so this island carries no text and no data.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export function Disclosure({
  label,
  labelHidden = false,
  buttonClassName,
  panelClassName,
  panelAs: Panel = 'div',
  children,
}: {
  label: string;
  /** Only the chevron shows; the label is the button's accessible name. */
  labelHidden?: boolean;
  buttonClassName: string;
  panelClassName: string;
  /** `ul` when the children are list items. */
  panelAs?: 'div' | 'ul';
  children: ReactNode;
}) {
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
    // Not `relative`: the caller's panel class places it (the flyout against the header's top row).
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
        aria-label={labelHidden ? label : undefined}
        onClick={() => setOpen((was) => !was)}
        className={buttonClassName}
      >
        {!labelHidden && label}
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
          <path d={open ? 'm6 15 6-6 6 6' : 'm6 9 6 6 6-6'} />
        </svg>
      </button>
      <Panel id={id} hidden={!open} className={panelClassName}>
        {children}
      </Panel>
    </div>
  );
}
