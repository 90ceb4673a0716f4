'use client';
// Login with customer number and date of birth (SPEC §2 login modal, second tab; flag customerNumberLogin).
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { customerNumberLoginSchema } from '@/commerce/customer/customer-input';
import { BoundDateField } from '@/features/shared/forms/date-field';
import { BoundTextField } from '@/features/shared/forms/text-field';
import { useCodeTexts } from '@/features/shared/forms/error-text';
import { Form } from '@/features/shared/forms/form';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { SubmitButton } from '@/features/shared/forms/submit-button';
import { useSchemaForm } from '@/features/shared/forms/use-schema-form';
import { identityPaths } from '@/platform/routing/api-paths/identity';
import { postLogin } from './post-login';

export function CustomerNumberLoginForm({ onLoggedIn }: { onLoggedIn: (firstName: string) => void }) {
  const t = useTranslations('identity');
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit, formState, filled } = useSchemaForm(
    customerNumberLoginSchema,
    { customerNumber: '', dateOfBirth: '' },
    ['customerNumber', 'dateOfBirth'],
  );
  const errorText = useCodeTexts('identity.validation');

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const answer = await postLogin(identityPaths.customerNumberLogin, values, 'errors.invalidCustomerNumber');
    if (answer.ok) return onLoggedIn(answer.firstName);
    setAlert(t(answer.key, answer.values));
  });

  return (
    <Form errorText={errorText} onSubmit={submit} className="flex flex-col gap-2">
      {alert && <FormAlert>{alert}</FormAlert>}
      <BoundTextField
        control={control}
        name="customerNumber"
        autoComplete="off"
        label={t('login.customerNumber')}
        description={t('login.customerNumberHint')}
        isRequired
      />
      <BoundDateField control={control} name="dateOfBirth" label={t('login.dateOfBirth')} isRequired />
      <SubmitButton filled={filled} busy={formState.isSubmitting}>
        {t('login.submit')}
      </SubmitButton>
    </Form>
  );
}
