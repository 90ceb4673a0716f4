'use client';
// Login with email and password (SPEC §2 login modal, first tab).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { loginSchema, type LoginInput } from '@/commerce/customer/customer-input';
import { callApi } from '@/features/client-data/api-client';
import { identityPaths } from '@/platform/routing/api-paths/identity';
import { failureMessage } from './identity-failure';
import { FormAlert, PasswordInput, SubmitButton, TextInput } from './form-fields';
import { useFilled } from './use-filled';

export function EmailLoginForm({
  onLoggedIn,
  onForgot,
}: {
  onLoggedIn: (firstName: string) => void;
  onForgot: (email: string) => void;
}) {
  const t = useTranslations('identity');
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit, getValues, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const filled = useFilled(control, ['email', 'password']);

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const answer = await callApi<Record<string, unknown>>('POST', identityPaths.login, values);
    if (answer.ok)
      return onLoggedIn(
        String((answer.body.customer as { firstName?: string } | undefined)?.firstName ?? ''),
      );
    const { key, values: args } = failureMessage(answer);
    setAlert(t(key, args));
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      {alert && <FormAlert>{alert}</FormAlert>}
      <TextInput
        control={control}
        name="email"
        type="email"
        autoComplete="username"
        label={t('login.email')}
        isRequired
      />
      <PasswordInput
        control={control}
        name="password"
        autoComplete="current-password"
        label={t('login.password')}
        isRequired
      />
      <button
        type="button"
        onClick={() => onForgot(getValues('email'))}
        className="min-h-6 self-start text-link underline underline-offset-2"
      >
        {t('login.forgotPassword')}
      </button>
      <SubmitButton disabled={!filled || formState.isSubmitting}>{t('login.submit')}</SubmitButton>
    </form>
  );
}
