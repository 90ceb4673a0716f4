'use client';
// Login with email and password (SPEC §2 login modal, first tab).
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { loginSchema } from '@/commerce/customer/customer-input';
import { BoundTextField } from '@/features/shared/forms/text-field';
import { useCodeTexts } from '@/features/shared/forms/error-text';
import { linkButtonClass } from '@/features/shared/forms/field-styles';
import { Form } from '@/features/shared/forms/form';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { PasswordField } from '@/features/shared/forms/password-field';
import { SubmitButton } from '@/features/shared/forms/submit-button';
import { useSchemaForm } from '@/features/shared/forms/use-schema-form';
import { identityPaths } from '@/platform/routing/api-paths/identity';
import { postLogin } from './post-login';

export function EmailLoginForm({
  onLoggedIn,
  onForgot,
}: {
  onLoggedIn: (firstName: string) => void;
  onForgot: (email: string) => void;
}) {
  const t = useTranslations('identity');
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit, getValues, formState, filled } = useSchemaForm(
    loginSchema,
    { email: '', password: '' },
    ['email', 'password'],
  );
  const errorText = useCodeTexts('identity.validation');

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const answer = await postLogin(identityPaths.login, values);
    if (answer.ok) return onLoggedIn(answer.firstName);
    setAlert(t(answer.key, answer.values));
  });

  return (
    <Form errorText={errorText} onSubmit={submit} className="flex flex-col gap-2">
      {alert && <FormAlert>{alert}</FormAlert>}
      <BoundTextField
        control={control}
        name="email"
        type="email"
        autoComplete="username"
        label={t('login.email')}
        isRequired
      />
      <PasswordField
        control={control}
        name="password"
        autoComplete="current-password"
        label={t('login.password')}
        isRequired
      />
      <button type="button" onClick={() => onForgot(getValues('email'))} className={linkButtonClass}>
        {t('login.forgotPassword')}
      </button>
      <SubmitButton filled={filled} busy={formState.isSubmitting}>
        {t('login.submit')}
      </SubmitButton>
    </Form>
  );
}
