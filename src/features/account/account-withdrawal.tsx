'use client';
// The withdrawal button on the account's order page (§ 356a BGB): "Vertrag widerrufen", then the confirmation step,
// then the time it was received. The same words as the withdrawal page reached from the mail.
import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { callApi } from '@/features/shared/client-data/api-client';
import { Button } from '@/features/shared/forms/submit-button';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { accountPaths } from '@/platform/routing/api-paths/account';

export function AccountWithdrawal({ orderNumber, timeZone }: { orderNumber: string; timeZone: string }) {
  const t = useTranslations('orders.withdrawal');
  const format = useFormatter();
  const [step, setStep] = useState<'start' | 'confirm' | 'busy'>('start');
  const [result, setResult] = useState<{ ok: true; at: Date } | { ok: false; text: string } | null>(null);

  const confirm = async () => {
    setStep('busy');
    const answer = await callApi<{ at: string }>('POST', accountPaths.orderWithdrawal(orderNumber), { confirm: true });
    // No refresh of the page here: the server leaves the section out for a withdrawn order, so a refresh would take
    // the confirmation (and the focus on it) away the moment it is shown. The order's state shows at the next visit.
    if (answer.ok) setResult({ ok: true, at: new Date(answer.body.at) });
    else {
      setResult({ ok: false, text: answer.error === 'ORDER_NOT_WITHDRAWABLE' ? t('notWithdrawable') : t('failed') });
      setStep('start');
    }
  };

  if (result?.ok)
    return (
      <FormAlert tone="success" focusOnShow>
        {t('done', {
          date: format.dateTime(result.at, { dateStyle: 'medium', timeZone }),
          time: format.dateTime(result.at, { timeStyle: 'short', timeZone }),
        })}
      </FormAlert>
    );
  return (
    <div className="flex flex-col gap-1">
      {result && <FormAlert focusOnShow>{result.text}</FormAlert>}
      {step === 'start' ? (
        <Button variant="secondary" className="self-start" onClick={() => setStep('confirm')}>
          {t('button')}
        </Button>
      ) : (
        <div role="group" aria-label={t('confirmQuestion')} className="flex flex-col gap-1">
          <p>{t('confirmQuestion')}</p>
          <div className="flex flex-wrap gap-1">
            <Button busy={step === 'busy'} disabled={step === 'busy'} onClick={() => void confirm()}>
              {t('confirmButton')}
            </Button>
            <Button variant="secondary" onClick={() => setStep('start')}>
              {t('back')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
