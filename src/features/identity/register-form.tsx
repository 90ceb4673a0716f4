'use client';
// Registration (SPEC §5): salutation, names, email, password, optional date of birth; the shared schema's rules
// and messages; submit disabled until filled; the input stays when something fails.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { registrationSchema, type RegistrationInput } from '@/commerce/customer/customer-input';
import { BoundDateField } from '@/features/shared/forms/date-field';
import { useCodeTexts } from '@/features/shared/forms/error-text';
import { linkButtonClass } from '@/features/shared/forms/field-styles';
import { Form } from '@/features/shared/forms/form';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { PasswordField } from '@/features/shared/forms/password-field';
import { SubmitButton } from '@/features/shared/forms/submit-button';
import { useSchemaForm } from '@/features/shared/forms/use-schema-form';
import { useIdentityModals } from './identity-modals';
import { PersonFields } from './person-fields';
import { callApi } from '@/features/shared/client-data/api-client';
import { identityPaths } from '@/platform/routing/api-paths/identity';
import { failureMessage } from './identity-failure';

export function RegisterForm() {
  const t = useTranslations('identity');
  const modals = useIdentityModals();
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, filled } = useSchemaForm(
    registrationSchema,
    {
      salutation: undefined,
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      dateOfBirth: '',
    },
    ['salutation', 'firstName', 'lastName', 'email', 'password'],
  );
  const errorText = useCodeTexts('identity.validation');

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const answer = await callApi<Record<string, unknown>>('POST', identityPaths.register, values);
    if (answer.ok) {
      void import('@/features/shared/analytics/data-layer').then(async ({ pushEvent, userData }) =>
        pushEvent('sign_up', { method: 'email', ...(await userData(values.email)) }),
      );
      return setSentTo(values.email);
    }
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
    <Form errorText={errorText} onSubmit={submit} className="flex max-w-[480px] flex-col gap-2">
      <p className="text-sm text-muted">{t('register.requiredNote')}</p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <PersonFields control={control}>
      <PasswordField
        control={control}
        name="password"
        autoComplete="new-password"
        label={t('register.password')}
        description={t('register.passwordHint')}
        isRequired
      />
      <BoundDateField
        control={control}
        name="dateOfBirth"
        label={t('register.dateOfBirth')}
        description={t('register.dateOfBirthHint')}
      />
      </PersonFields>
      <SubmitButton filled={filled} busy={formState.isSubmitting}>
        {t('register.submit')}
      </SubmitButton>
      <p>
        {t('register.haveAccount')}{' '}
        <button type="button" onClick={() => modals.openLogin()} className={linkButtonClass}>
          {t('register.login')}
        </button>
      </p>
    </Form>
  );
}
