'use client';
// The unsubscribe page without a link or login: the address gets a mail with a link to its settings (or, when it has
// no subscription, the spec's sentence by mail). The page answers the same for every address.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { addressSchema } from '@/commerce/newsletter/newsletter-input';
import { callApi } from '@/features/shared/client-data/api-client';
import { useCodeTexts } from '@/features/shared/forms/error-text';
import { Form } from '@/features/shared/forms/form';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { SubmitButton } from '@/features/shared/forms/submit-button';
import { BoundTextField } from '@/features/shared/forms/text-field';
import { useSchemaForm } from '@/features/shared/forms/use-schema-form';
import { newsletterPaths } from '@/platform/routing/api-paths/newsletter';
import { failureText } from './newsletter-failure';

export function ManageLinkForm() {
  const t = useTranslations('newsletter');
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, formState, filled } = useSchemaForm(addressSchema, { email: '' }, ['email']);
  const errorText = useCodeTexts('newsletter.validation');
  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const answer = await callApi('POST', newsletterPaths.manageLink, values);
    if (answer.ok) return setSentTo(values.email);
    setAlert(failureText(answer, t));
  });
  if (sentTo) {
    return (
      <FormAlert tone="success" focusOnShow>
        <p className="font-semibold">{t('unsubscribe.byEmailSentTitle')}</p>
        <p>{t('unsubscribe.byEmailSent', { email: sentTo })}</p>
      </FormAlert>
    );
  }
  return (
    <Form errorText={errorText} onSubmit={submit} className="flex flex-col gap-2">
      <p>{t('unsubscribe.byEmailIntro')}</p>
      {alert && <FormAlert focusOnShow>{alert}</FormAlert>}
      <BoundTextField control={control} name="email" type="email" autoComplete="email" label={t('unsubscribe.email')} isRequired />
      <SubmitButton filled={filled} busy={formState.isSubmitting} className="self-start">
        {t('unsubscribe.byEmailSubmit')}
      </SubmitButton>
    </Form>
  );
}
