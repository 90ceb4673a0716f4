'use client';
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { reportClientErrorLater } from '@/features/shared/errors/report-client-error-later';

// A page that failed to render: the shell stays, the shopper gets a way on, and the error is logged.
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('errors');
  useEffect(() => reportClientErrorLater(error, { component: 'page', digest: error.digest }), [error]);
  return (
    <div role="alert" className="flex flex-col items-start gap-2 py-4">
      <h1 className="text-2xl font-bold">{t('errorTitle')}</h1>
      <p>{t('errorText')}</p>
      <button
        type="button"
        onClick={reset}
        className="rounded bg-brand px-3 py-1 font-semibold text-on-brand"
      >
        {t('retry')}
      </button>
    </div>
  );
}
