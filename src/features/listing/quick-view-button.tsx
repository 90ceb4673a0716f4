'use client';
// The tile's 'Schnellansicht' button. The dialog and React Aria load on the first click, not with the page.
import { clientOnly } from '@/features/shared/lazy/client-only';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

const QuickViewDialog = clientOnly(() => import('./quick-view-dialog').then((m) => m.QuickViewDialog));

export function QuickViewButton({ sku, name }: { sku: string; name: string }) {
  const t = useTranslations('quickView');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t('openFor', { name })}
        onClick={() => setOpen(true)}
        className="tile-action"
      >
        {t('open')}
      </button>
      {open && <QuickViewDialog sku={sku} name={name} onClose={() => setOpen(false)} />}
    </>
  );
}
