'use client';
// "Resend confirmation" (SPEC §4): a new double opt-in mail for a pending address; the answer says the same for
// every address, and the server limits how often.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { callApi } from '@/features/shared/client-data/api-client';
import { linkButtonClass } from '@/features/shared/forms/field-styles';
import { newsletterPaths } from '@/platform/routing/api-paths/newsletter';
import { failureText } from './newsletter-failure';

export function ResendConfirmation({ email }: { email: string }) {
  const t = useTranslations('newsletter');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: 'status' | 'alert' } | null>(null);
  const resend = async () => {
    setBusy(true);
    const answer = await callApi('POST', newsletterPaths.resend, { email });
    setBusy(false);
    setMessage(answer.ok ? { text: t('resent'), tone: 'status' } : { text: failureText(answer, t), tone: 'alert' });
  };
  return (
    <div className="flex flex-col gap-1">
      <button type="button" className={linkButtonClass} onClick={resend} disabled={busy} aria-busy={busy || undefined}>
        {t('resendLink')}
      </button>
      <p role={message?.tone ?? 'status'} className={message?.tone === 'alert' ? 'text-danger' : ''}>
        {message?.text}
      </p>
    </div>
  );
}
