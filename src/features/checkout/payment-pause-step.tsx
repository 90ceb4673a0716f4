'use client';
// /kasse/zahlpause: the payment pause explained (pay after 4 months, the surcharge as rate and amount, the due date)
// and confirmed; confirming sets the payment method to the pause.
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { CheckoutStep } from '@/commerce/checkout/checkout-types';
import { formatMoney, formatPercent, formatDay } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import { callApi } from '@/features/shared/client-data/api-client';
import { checkoutPaths } from '@/platform/routing/api-paths/checkout';
import { linkOfStep, type CheckoutLinks } from './checkout-routes';
import { navigateTo } from './navigate';
import { refusalKey } from './refusal-key';
import { useCheckout } from './use-checkout';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { Button } from '@/features/shared/forms/submit-button';
import { secondaryButtonClass } from '@/features/shared/forms/field-styles';

export function PaymentPauseStep({ links }: { links: CheckoutLinks }) {
  const t = useTranslations('checkout.pause');
  const e = useTranslations('checkout.errors');
  const locale = useLocale() as Locale;
  const { data, error } = useCheckout();
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!data) {
    return (
      <p role="status" className="min-h-[240px] text-muted">
        {error ? e('loadFailed') : t('loading')}
      </p>
    );
  }
  const pause = data.summary.paymentOptions.methods.find((m) => m.method === 'payment-pause');
  if (!pause?.available || !pause.pause) {
    return (
      <div className="flex flex-col gap-2">
        <FormAlert>{t('unavailable')}</FormAlert>
        <a href={links.paymentChange} className={secondaryButtonClass}>
          {t('otherMethod')}
        </a>
      </div>
    );
  }
  const confirm = async () => {
    if (sending) return;
    setAlert(null);
    setSending(true);
    const answer = await callApi<{ nextStep: CheckoutStep }>('PUT', checkoutPaths.payment, { method: 'payment-pause' });
    if (answer.ok) return navigateTo(linkOfStep(links, answer.body.nextStep));
    setSending(false);
    setAlert(e(refusalKey(answer.error)));
  };
  const values = {
    rate: formatPercent(pause.pause.surchargeRateBp, locale),
    surcharge: formatMoney(pause.pause.surcharge, locale),
    dueOn: formatDay(pause.pause.dueOn, locale),
  };
  return (
    <div className="flex max-w-prose flex-col gap-2">
      {alert && <FormAlert focusOnShow>{alert}</FormAlert>}
      <p>{t('intro')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 rounded border border-line bg-surface p-1.5">
        <dt className="font-semibold">{t('surcharge')}</dt>
        <dd>{t('surchargeValue', values)}</dd>
        <dt className="font-semibold">{t('dueOn')}</dt>
        <dd>{values.dueOn}</dd>
      </dl>
      <p className="text-sm text-muted">{t('hint')}</p>
      <div className="flex flex-wrap items-center gap-1">
        <Button onClick={confirm} disabled={sending} busy={sending}>
          {t('confirm')}
        </Button>
        <a href={links.paymentChange} className={secondaryButtonClass}>
          {t('otherMethod')}
        </a>
      </div>
    </div>
  );
}
