'use client';
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { reportClientErrorLater } from '@/features/shared/errors/report-client-error-later';

// A service layer that could not be loaded (SPEC §8, service layer content load failure): the message and a reload.
export default function ServiceLayerError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations();
  useEffect(() => reportClientErrorLater(error, { component: 'ServiceLayer', digest: error.digest }), [error]);
  return (
    <div role="alert" className="flex flex-col items-start gap-2 py-2">
      <h1 className="text-2xl font-bold">{t('errors.errorTitle')}</h1>
      <p>{t('serviceLayer.unavailable')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded bg-brand px-3 py-1 font-semibold text-on-brand"
      >
        {t('errors.retry')}
      </button>
    </div>
  );
}
