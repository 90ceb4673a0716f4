'use client';
// Logs out: the server ends the session, the page is told, and a toast confirms it.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { announceSessionChange } from '@/features/shared/session/browser-session';
import { useToast } from '@/features/shared/toast/toast-provider';
import { callApi } from '@/features/shared/client-data/api-client';
import { identityPaths } from '@/platform/routing/api-paths/identity';

export function LogoutButton() {
  const t = useTranslations('identity');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        const answer = await callApi<Record<string, unknown>>('POST', identityPaths.logout, {});
        setBusy(false);
        if (!answer.ok) return void toast.show({ message: t('errors.general'), tone: 'error' });
        announceSessionChange();
        toast.show({ message: t('loggedOut'), tone: 'success' });
      }}
      className="min-h-[44px] self-start rounded border border-line px-3 py-1 font-semibold text-ink hover:bg-surface"
    >
      {t('logout')}
    </button>
  );
}
