'use client';
// On small screens the main navigation folds behind a disclosure button; from md up it is always shown.
import { useId, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { CloseIcon, MenuIcon } from './icons';

export function MobileNav({
  label,
  buttonLabels,
  children,
}: {
  label: string;
  /** The button's words when the page has more than one such menu (the account's beside the main one). */
  buttonLabels?: { open: string; close: string };
  children: ReactNode;
}) {
  const t = useTranslations('shell');
  const id = useId();
  const pathname = usePathname();
  // Open for one path only: navigating elsewhere closes the menu without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean | ((was: boolean) => boolean)) =>
    setOpenOn((typeof next === 'function' ? next(open) : next) ? pathname : null);

  return (
    <nav aria-label={label} className="border-b border-line bg-page">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        className="flex min-h-6 items-center gap-1 px-2 py-1 font-semibold md:hidden"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        {open ? (buttonLabels?.close ?? t('closeMenu')) : (buttonLabels?.open ?? t('openMenu'))}
      </button>
      <div id={id} className={`${open ? 'block' : 'hidden'} md:block`} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
        {children}
      </div>
    </nav>
  );
}
