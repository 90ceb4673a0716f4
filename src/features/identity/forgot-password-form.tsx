'use client';
// Forgot password (SPEC §2, §8): the address, then the success message. The answer is the same for every address.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { forgotPasswordSchema } from '@/commerce/customer/customer-input';
import { BoundTextField } from '@/features/shared/forms/text-field';
import { useCodeTexts } from '@/features/shared/forms/error-text';
import { linkButtonClass } from '@/features/shared/forms/field-styles';
import { Form } from '@/features/shared/forms/form';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { SubmitButton } from '@/features/shared/forms/submit-button';
import { useSchemaForm } from '@/features/shared/forms/use-schema-form';
import { callApi } from '@/features/shared/client-data/api-client';
import { identityPaths } from '@/platform/routing/api-paths/identity';
import { failureMessage } from './identity-failure';

export function ForgotPasswordForm({ email, onBackToLogin }: { email?: string; onBackToLogin: () => void }) {
  const t = useTranslations('identity');
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, formState, filled } = useSchemaForm(
    forgotPasswordSchema,
    { email: email ?? '' },
    ['email'],
  );
  const errorText = useCodeTexts('identity.validation');

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const answer = await callApi<Record<string, unknown>>('POST', identityPaths.forgot, values);
    if (answer.ok) return setSentTo(values.email);
    if (answer.error === 'CUSTOMER_RATE_LIMITED') {
      const { key, values: args } = failureMessage(answer);
      setAlert(t(key, args));
    } else setAlert(t('reset.failed'));
  });

  const backToLogin = (
    <button type="button" onClick={onBackToLogin} className={linkButtonClass}>
      {t('forgot.backToLogin')}
    </button>
  );
  if (sentTo) {
    return (
      <div className="flex flex-col gap-2" role="status">
        <p className="font-semibold">{t('forgot.successTitle')}</p>
        <p>{t('forgot.success', { email: sentTo })}</p>
        {backToLogin}
      </div>
    );
  }
  return (
    <Form errorText={errorText} onSubmit={submit} className="flex flex-col gap-2">
      <p>{t('forgot.intro')}</p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <BoundTextField
        control={control}
        name="email"
        type="email"
        autoComplete="email"
        label={t('forgot.email')}
        isRequired
      />
      <SubmitButton filled={filled} busy={formState.isSubmitting}>
        {t('forgot.submit')}
      </SubmitButton>
      {backToLogin}
    </Form>
  );
}
