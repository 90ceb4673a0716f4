'use client';
// /kasse/ratenschutz (and -aktualisierung): payment protection for an instalment purchase — the rate protection form
// (employment, date of birth, cover with its monthly price, the terms) or no thanks. PUT /api/checkout/protection.
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useLocale, useTranslations } from 'next-intl';
import { useJson } from '@/features/shared/client-data/use-client-data';
import type { CheckoutStep } from '@/commerce/checkout/checkout-types';
import { protectionFormSchema } from '@/commerce/checkout/checkout-input';
import { formatMoney } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import { callApi } from '@/features/shared/client-data/api-client';
import { checkoutPaths } from '@/platform/routing/api-paths/checkout';
import { linkOfStep, type CheckoutLinks } from './checkout-routes';
import type { ProtectionView } from './checkout-view-types';
import { navigateTo } from './navigate';
import { refusalKey } from './refusal-key';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { Button, SubmitButton } from '@/features/shared/forms/submit-button';
import { BoundRadioGroup } from '@/features/shared/forms/radio-group-field';
import { Form } from '@/features/shared/forms/form';
import { useSchemaForm } from '@/features/shared/forms/use-schema-form';
import { useCheckoutErrorText } from './checkout-error-text';
import { BoundDateField } from '@/features/shared/forms/date-field';
import { BoundCheckbox } from '@/features/shared/forms/checkbox-field';

const employments = ['employed', 'self-employed', 'retired', 'other'] as const;

export function ProtectionStep({ links, returnToReview }: { links: CheckoutLinks; returnToReview: boolean }) {
  const t = useTranslations('checkout.protection');
  const e = useTranslations('checkout.errors');
  const locale = useLocale() as Locale;
  const view = useJson<ProtectionView>(checkoutPaths.protection, { revalidateOnFocus: false });
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { control, handleSubmit, filled } = useSchemaForm(protectionFormSchema, { employment: undefined, dateOfBirth: '', cover: undefined, acceptTerms: false as never }, ['employment', 'dateOfBirth', 'cover', 'acceptTerms']);
  const errorText = useCheckoutErrorText();

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
        {alert && <FormAlert focusOnShow>{alert}</FormAlert>}
        <Form errorText={errorText} onSubmit={submit} className="flex flex-col gap-2">
          <p className="text-sm text-muted">{t('requiredNote')}</p>
          <BoundRadioGroup
            control={control}
            label={t('employment')}
            name="employment"
            isRequired
            options={employments.map((value) => ({ value, label: t(`employments.${value}`) }))}
          />
          <BoundDateField control={control} name="dateOfBirth" label={t('dateOfBirth')} isRequired />
          <BoundRadioGroup
            control={control}
            label={t('cover')}
            name="cover"
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
          <BoundCheckbox control={control} name="acceptTerms" label={t('acceptTerms')} isRequired />
          <div className="flex flex-wrap items-center gap-1">
            <SubmitButton filled={filled} busy={sending}>
              {t('take')}
            </SubmitButton>
            <Button variant="secondary" onClick={() => send({ declined: true })} disabled={sending}>
              {t('decline')}
            </Button>
          </div>
        </Form>
      </div>
    </I18nProvider>
  );
}
