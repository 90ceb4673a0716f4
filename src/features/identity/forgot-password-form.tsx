'use client';
// Forgot password (SPEC §2, §8): the address, then the success message. The answer is the same for every address.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@/commerce/customer/customer-input';
import { callApi } from '@/features/client-data/api-client';
import { identityPaths } from '@/platform/routing/api-paths/identity';
import { retryAfterMinutes } from './identity-failure';
import { FormAlert, SubmitButton, TextInput } from './form-fields';
import { useFilled } from './use-filled';

export function ForgotPasswordForm({ email, onBackToLogin }: { email?: string; onBackToLogin: () => void }) {
  const t = useTranslations('identity');
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: email ?? '' },
  });
  const filled = useFilled(control, ['email']);

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const answer = await callApi<Record<string, unknown>>('POST', identityPaths.forgot, values);
    if (answer.ok) return setSentTo(values.email);
    if (answer.error === 'CUSTOMER_RATE_LIMITED') {
      setAlert(
        t('errors.rateLimited', { minutes: retryAfterMinutes(answer) }),
      );
    } else setAlert(t('reset.failed'));
  });

  if (sentTo) {
    return (
      <div className="flex flex-col gap-2" role="status">
        <p className="font-semibold">{t('forgot.successTitle')}</p>
        <p>{t('forgot.success', { email: sentTo })}</p>
        <button
          type="button"
          onClick={onBackToLogin}
          className="min-h-6 self-start text-link underline underline-offset-2"
        >
          {t('forgot.backToLogin')}
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <p>{t('forgot.intro')}</p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <TextInput
        control={control}
        name="email"
        type="email"
        autoComplete="email"
        label={t('forgot.email')}
        isRequired
      />
      <SubmitButton disabled={!filled || formState.isSubmitting}>{t('forgot.submit')}</SubmitButton>
      <button
        type="button"
        onClick={onBackToLogin}
        className="min-h-6 self-start text-link underline underline-offset-2"
      >
        {t('forgot.backToLogin')}
      </button>
    </form>
  );
}
