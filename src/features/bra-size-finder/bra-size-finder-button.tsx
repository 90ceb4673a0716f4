'use client';
// The bra size finder's button (SPEC §2), on bra product pages and bra listings. The dialog, its form and React Aria
// load on the first press, not with the page (first-load budget, decision 0005). The button is in the server's HTML,
// so nothing moves when the code arrives.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { clientOnly } from '@/features/shared/lazy/client-only';
import type { BraSizeDialogProps } from './bra-size-dialog';

const BraSizeDialog = clientOnly(() => import('./bra-size-dialog').then((m) => m.BraSizeDialog));

export function BraSizeFinderButton({
  onFound,
  notOffered,
  chosen,
}: Pick<BraSizeDialogProps, 'onFound' | 'notOffered'> & {
  /** The size the finder chose, said beside the button. */
  chosen?: string | null;
}) {
  const t = useTranslations('braSizeFinder');
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="min-h-6 text-link underline underline-offset-2"
      >
        {t('open')}
      </button>
      <p role="status" className="text-sm">
        {chosen ? t('chosen', { size: chosen }) : ''}
      </p>
      {open && <BraSizeDialog onFound={onFound} notOffered={notOffered} onClose={() => setOpen(false)} />}
    </div>
  );
}
