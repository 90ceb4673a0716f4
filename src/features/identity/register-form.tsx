'use client';
// Registration (SPEC §5): salutation, names, email, password, optional date of birth; the shared schema's rules
// and messages; submit disabled until filled; the input stays when something fails.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { registrationSchema, type RegistrationInput } from '@/commerce/customer/customer-input';
import { useIdentityModals } from './identity-modals';
import { callApi } from '@/features/client-data/api-client';
import { identityPaths } from '@/platform/routing/api-paths/identity';
import { failureMessage } from './identity-failure';
import { DateInputField, FormAlert, PasswordInput, RadioField, SubmitButton, TextInput } from './form-fields';
import { useFilled } from './use-filled';

export function RegisterForm() {
  const t = useTranslations('identity');
  const modals = useIdentityModals();
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError } = useForm<RegistrationInput>({
    resolver: zodResolver(registrationSchema),
    mode: 'onTouched',
    defaultValues: {
      salutation: undefined,
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      dateOfBirth: '',
    },
  });
  const filled = useFilled(control, ['salutation', 'firstName', 'lastName', 'email', 'password']);

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const answer = await callApi<Record<string, unknown>>('POST', identityPaths.register, values);
    if (answer.ok) return setSentTo(values.email);
    if (answer.fields) {
      for (const [field, key] of Object.entries(answer.fields))
        setError(field as keyof RegistrationInput, { message: key });
      return;
    }
    const { key, values: args } = failureMessage(answer);
    setAlert(t(key, args));
  });

  if (sentTo) {
    return (
      <div role="status" className="flex max-w-prose flex-col gap-1">
        <h2 className="text-xl font-bold">{t('register.successTitle')}</h2>
        <p>{t('register.success', { email: sentTo })}</p>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex max-w-[480px] flex-col gap-2">
      <p className="text-sm text-muted">{t('register.requiredNote')}</p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <RadioField
        control={control}
        name="salutation"
        label={t('register.salutation')}
        isRequired
        options={(['female', 'male', 'notSpecified'] as const).map((value) => ({
          value,
          label: t(`register.${value}`),
        }))}
      />
      <TextInput
        control={control}
        name="firstName"
        autoComplete="given-name"
        label={t('register.firstName')}
        isRequired
      />
      <TextInput
        control={control}
        name="lastName"
        autoComplete="family-name"
        label={t('register.lastName')}
        isRequired
      />
      <TextInput
        control={control}
        name="email"
        type="email"
        autoComplete="email"
        label={t('register.email')}
        isRequired
      />
      <PasswordInput
        control={control}
        name="password"
        autoComplete="new-password"
        label={t('register.password')}
        description={t('register.passwordHint')}
        isRequired
      />
      <DateInputField
        control={control}
        name="dateOfBirth"
        label={t('register.dateOfBirth')}
        description={t('register.dateOfBirthHint')}
      />
      <SubmitButton disabled={!filled || formState.isSubmitting}>{t('register.submit')}</SubmitButton>
      <p>
        {t('register.haveAccount')}{' '}
        <button
          type="button"
          onClick={() => modals.openLogin()}
          className="min-h-6 text-link underline underline-offset-2"
        >
          {t('register.login')}
        </button>
      </p>
    </form>
  );
}
