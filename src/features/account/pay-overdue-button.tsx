'use client';
// "Pay now" for what is overdue on one order: asks the server for a payment link for that amount and opens it (the
// payment link page the ERP's reminders also lead to). A refusal or a lost connection says so beside the button.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { callApi } from '@/features/shared/client-data/api-client';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { Button } from '@/features/shared/forms/submit-button';
import { accountPaths } from '@/platform/routing/api-paths/account';

export function PayOverdueButton({ orderNumber }: { orderNumber: string }) {
  const t = useTranslations('accountPages.paymentDates');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  async function pay() {
    setState('busy');
    const answer = await callApi<{ url: string }>('POST', accountPaths.overduePaylink, { orderNumber });
    if (!answer.ok) {
      console.error('overdue payment link refused', answer.status, answer.error);
      return setState('failed');
    }
    window.location.assign(answer.body.url);
  }

  return (
    <div className="flex flex-col gap-1">
      <div>
        <Button onClick={pay} busy={state === 'busy'} disabled={state === 'busy'}>
          {t('payNow')}
          <span className="sr-only"> {t('forOrder', { orderNumber })}</span>
        </Button>
      </div>
      {state === 'failed' && <FormAlert focusOnShow>{t('payFailed')}</FormAlert>}
    </div>
  );
}
