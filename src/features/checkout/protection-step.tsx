'use client';
// /kasse/ratenschutz (and -aktualisierung): payment protection for an instalment purchase — the rate protection form
// (employment, date of birth, cover with its monthly price, the terms) or no thanks. PUT /api/checkout/protection.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import useSWR from 'swr';
import type { z } from 'zod';
import type { CheckoutStep } from '@/commerce/checkout/checkout-types';
import { protectionFormSchema } from '@/commerce/checkout/checkout-input';
import { formatMoney } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import { callApi } from '@/features/client-data/api-client';
import { checkoutPaths } from '@/platform/routing/api-paths/checkout';
import { CheckboxField, CheckoutAlert, ChoiceCards, DateInputField, PrimaryButton, secondaryButtonClass, useValidationText } from './checkout-fields';
import { linkOfStep, type CheckoutLinks } from './checkout-routes';
import type { ProtectionView } from './checkout-view-types';
import { navigateTo } from './navigate';
import { refusalKey } from './refusal-key';

const employments = ['employed', 'self-employed', 'retired', 'other'] as const;
type ProtectionFormInput = z.input<typeof protectionFormSchema>;

export function ProtectionStep({ links, returnToReview }: { links: CheckoutLinks; returnToReview: boolean }) {
  const t = useTranslations('checkout.protection');
  const e = useTranslations('checkout.errors');
  const locale = useLocale() as Locale;
  const view = useSWR<ProtectionView>(checkoutPaths.protection, { revalidateOnFocus: false });
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { control, handleSubmit } = useForm<ProtectionFormInput>({
    resolver: zodResolver(protectionFormSchema),
    mode: 'onTouched',
    defaultValues: { employment: undefined, dateOfBirth: '', cover: undefined, acceptTerms: false as never },
  });
  const values = useWatch({ control });
  const filled = Boolean(values.employment && values.dateOfBirth && values.cover && values.acceptTerms);
  const employment = useController({ control, name: 'employment' });
  const cover = useController({ control, name: 'cover' });
  const employmentError = useValidationText(employment.fieldState.error?.message);
  const coverError = useValidationText(cover.fieldState.error?.message);

  const send = async (body: unknown) => {
    if (sending) return;
    setAlert(null);
    setSending(true);
    const answer = await callApi<{ nextStep: CheckoutStep }>('PUT', checkoutPaths.protection, body);
    if (answer.ok) return navigateTo(returnToReview ? links.review : linkOfStep(links, answer.body.nextStep));
    setSending(false);
    setAlert(e(refusalKey(answer.error)));
  };
  const submit = handleSubmit((input) =>
    send({ employment: input.employment, dateOfBirth: input.dateOfBirth, cover: input.cover, acceptTerms: true }),
  );

  if (!view.data) {
    return (
      <p role="status" className="min-h-[320px] text-muted">
        {view.error ? e('loadFailed') : t('loading')}
      </p>
    );
  }
  return (
    <I18nProvider locale={locale}>
      <div className="flex max-w-prose flex-col gap-2">
        <p>{t('intro', { price: formatMoney(view.data.monthlyPremium, locale) })}</p>
        {alert && <CheckoutAlert>{alert}</CheckoutAlert>}
        <form onSubmit={submit} noValidate className="flex flex-col gap-2">
          <p className="text-sm text-muted">{t('requiredNote')}</p>
          <ChoiceCards
            label={t('employment')}
            name="employment"
            value={employment.field.value ?? null}
            onChange={employment.field.onChange}
            error={employmentError}
            isRequired
            options={employments.map((value) => ({ value, label: t(`employments.${value}`) }))}
          />
          <DateInputField control={control} name="dateOfBirth" label={t('dateOfBirth')} isRequired />
          <ChoiceCards
            label={t('cover')}
            name="cover"
            value={cover.field.value ?? null}
            onChange={cover.field.onChange}
            error={coverError}
            isRequired
            options={view.data.covers.map((c) => ({
              value: c.cover,
              label: t(`covers.${c.cover}`),
              details: (
                <>
                  <span className="block">{t(`coverDetails.${c.cover}`)}</span>
                  <span className="block font-semibold">{t('monthly', { price: formatMoney(c.monthlyPremium, locale) })}</span>
                </>
              ),
            }))}
          />
          <CheckboxField control={control} name="acceptTerms" label={t('acceptTerms')} />
          <div className="flex flex-wrap items-center gap-1">
            <PrimaryButton disabled={!filled || sending} busy={sending}>
              {t('take')}
            </PrimaryButton>
            <button type="button" onClick={() => send({ declined: true })} disabled={sending} className={secondaryButtonClass}>
              {t('decline')}
            </button>
          </div>
        </form>
      </div>
    </I18nProvider>
  );
}
