'use client';
// Cancels the premium membership: one button, one confirmation, then the date until which the benefits last.
import { useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { callApi } from '@/features/client-data/api-client';
import { accountPaths } from '@/platform/routing/api-paths/account';
import { CheckoutAlert, PrimaryButton, secondaryButtonClass } from '@/features/checkout/checkout-fields';
import { formatDay } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';

type State = { kind: 'running' } | { kind: 'confirming'; sending: boolean; failed: boolean } | { kind: 'cancelled'; until: string };

export function CancelPremium({ renewsOn }: { renewsOn: string }) {
  const t = useTranslations('account.premium');
  const locale = useLocale() as Locale;
  const [state, setState] = useState<State>({ kind: 'running' });
  const result = useRef<HTMLParagraphElement>(null);

  async function cancel() {
    setState({ kind: 'confirming', sending: true, failed: false });
    const answer = await callApi<{ cancelled: true; activeUntil: string }>('DELETE', accountPaths.premium);
    if (!answer.ok) {
      console.error('premium cancellation failed', answer.status, answer.error);
      return setState({ kind: 'confirming', sending: false, failed: true });
    }
    setState({ kind: 'cancelled', until: formatDay(answer.body.activeUntil, locale) });
    requestAnimationFrame(() => result.current?.focus());
  }

  if (state.kind === 'cancelled')
    return (
      <p ref={result} tabIndex={-1} role="status" className="rounded border-l-4 border-success bg-surface p-1.5">
        {t('cancelled', { date: state.until })}
      </p>
    );
  if (state.kind === 'running')
    return (
      <div className="flex flex-col gap-1">
        <p>{t('renews', { date: renewsOn })}</p>
        <div>
          <button type="button" className={secondaryButtonClass} onClick={() => setState({ kind: 'confirming', sending: false, failed: false })}>
            {t('cancel')}
          </button>
        </div>
      </div>
    );
  return (
    <div className="flex flex-col gap-1">
      <p>{t('confirmQuestion', { date: renewsOn })}</p>
      {state.failed && <CheckoutAlert>{t('failed')}</CheckoutAlert>}
      <div className="flex flex-wrap gap-1">
        <PrimaryButton type="button" disabled={state.sending} busy={state.sending} onClick={() => void cancel()}>
          {t('confirm')}
        </PrimaryButton>
        <button type="button" className={secondaryButtonClass} disabled={state.sending} onClick={() => setState({ kind: 'running' })}>
          {t('keep')}
        </button>
      </div>
    </div>
  );
}
