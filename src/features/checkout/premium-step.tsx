'use client';
// /kasse/premium: the premium membership offer (yearly fee, free shipping from this order on, cancel any time in
// the account) — take it or say no thanks; PUT /api/checkout/premium.
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { CheckoutStep } from '@/commerce/checkout/checkout-types';
import { formatMoney } from '@/platform/i18n/format';
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

export function PremiumStep({ links }: { links: CheckoutLinks }) {
  const t = useTranslations('checkout.premium');
  const e = useTranslations('checkout.errors');
  const locale = useLocale() as Locale;
  const { data, error } = useCheckout();
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState<boolean | null>(null);
  if (!data) {
    return (
      <p role="status" className="min-h-[240px] text-muted">
        {error ? e('loadFailed') : t('loading')}
      </p>
    );
  }
  const { premium } = data.summary;
  if (!premium.offered) {
    return (
      <div className="flex flex-col gap-2">
        <p>{premium.member ? t('alreadyMember') : t('notOffered')}</p>
        <a href={links.review} className={secondaryButtonClass}>
          {t('continue')}
        </a>
      </div>
    );
  }
  const answer = async (take: boolean) => {
    if (sending !== null) return;
    setAlert(null);
    setSending(take);
    const result = await callApi<{ nextStep: CheckoutStep }>('PUT', checkoutPaths.premium, { take });
    if (result.ok) return navigateTo(linkOfStep(links, result.body.nextStep));
    setSending(null);
    setAlert(e(refusalKey(result.error)));
  };
  return (
    <div className="flex max-w-prose flex-col gap-2">
      {alert && <FormAlert focusOnShow>{alert}</FormAlert>}
      <p className="text-lg">{t('intro', { fee: formatMoney(premium.fee, locale) })}</p>
      <ul className="list-disc pl-3">
        <li>{t('benefitShipping')}</li>
        <li>{t('benefitFee', { fee: formatMoney(premium.fee, locale) })}</li>
        <li>{t('benefitCancel')}</li>
      </ul>
      {data.state.premium && (
        <p className="text-sm text-muted">{t(data.state.premium === 'taken' ? 'currentlyTaken' : 'currentlyDeclined')}</p>
      )}
      <div className="flex flex-wrap items-center gap-1">
        <Button onClick={() => answer(true)} disabled={sending !== null} busy={sending === true}>
          {t('take', { fee: formatMoney(premium.fee, locale) })}
        </Button>
        <Button variant="secondary" onClick={() => answer(false)} disabled={sending !== null} busy={sending === false}>
          {t('decline')}
        </Button>
      </div>
    </div>
  );
}
