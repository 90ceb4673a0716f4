'use client';
// Cancels the premium membership: one button, one confirmation, then the date until which the benefits last.
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { callApi } from '@/features/shared/client-data/api-client';
import { accountPaths } from '@/platform/routing/api-paths/account';
import { formatDay } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import { Button } from '@/features/shared/forms/submit-button';
import { FormAlert } from '@/features/shared/forms/form-alert';

type State = { kind: 'running' } | { kind: 'confirming'; sending: boolean; failed: boolean } | { kind: 'cancelled'; until: string };

export function CancelPremium({ renewsOn }: { renewsOn: string }) {
  const t = useTranslations('account.premium');
  const locale = useLocale() as Locale;
  const [state, setState] = useState<State>({ kind: 'running' });

  async function cancel() {
    setState({ kind: 'confirming', sending: true, failed: false });
    const answer = await callApi<{ cancelled: true; activeUntil: string }>('DELETE', accountPaths.premium);
    if (!answer.ok) {
      console.error('premium cancellation failed', answer.status, answer.error);
      return setState({ kind: 'confirming', sending: false, failed: true });
    }
    setState({ kind: 'cancelled', until: formatDay(answer.body.activeUntil, locale) });
  }

  if (state.kind === 'cancelled')
    return (
      <FormAlert tone="success" focusOnShow>
        {t('cancelled', { date: state.until })}
      </FormAlert>
    );
  if (state.kind === 'running')
    return (
      <div className="flex flex-col gap-1">
        <p>{t('renews', { date: renewsOn })}</p>
        <div>
          <Button variant="secondary" onClick={() => setState({ kind: 'confirming', sending: false, failed: false })}>
            {t('cancel')}
          </Button>
        </div>
      </div>
    );
  return (
    <div className="flex flex-col gap-1">
      <p>{t('confirmQuestion', { date: renewsOn })}</p>
      {state.failed && <FormAlert focusOnShow>{t('failed')}</FormAlert>}
      <div className="flex flex-wrap gap-1">
        <Button disabled={state.sending} busy={state.sending} onClick={() => void cancel()}>
          {t('confirm')}
        </Button>
        <Button variant="secondary" disabled={state.sending} onClick={() => setState({ kind: 'running' })}>
          {t('keep')}
        </Button>
      </div>
    </div>
  );
}
