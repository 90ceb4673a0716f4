'use client';
// Login with customer number and date of birth (SPEC §2 login modal, second tab; flag customerNumberLogin).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { customerNumberLoginSchema, type CustomerNumberLoginInput } from '@/commerce/customer/customer-input';
import { callApi } from '@/features/client-data/api-client';
import { identityPaths } from '@/platform/routing/api-paths/identity';
import { failureMessage } from './identity-failure';
import { DateInputField, FormAlert, SubmitButton, TextInput } from './form-fields';
import { useFilled } from './use-filled';

export function CustomerNumberLoginForm({ onLoggedIn }: { onLoggedIn: (firstName: string) => void }) {
  const t = useTranslations('identity');
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<CustomerNumberLoginInput>({
    resolver: zodResolver(customerNumberLoginSchema),
    mode: 'onTouched',
    defaultValues: { customerNumber: '', dateOfBirth: '' },
  });
  const filled = useFilled(control, ['customerNumber', 'dateOfBirth']);

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const answer = await callApi<Record<string, unknown>>('POST', identityPaths.customerNumberLogin, values);
    if (answer.ok)
      return onLoggedIn(
        String((answer.body.customer as { firstName?: string } | undefined)?.firstName ?? ''),
      );
    const { key, values: args } = failureMessage(answer, 'errors.invalidCustomerNumber');
    setAlert(t(key, args));
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      {alert && <FormAlert>{alert}</FormAlert>}
      <TextInput
        control={control}
        name="customerNumber"
        autoComplete="off"
        label={t('login.customerNumber')}
        description={t('login.customerNumberHint')}
        isRequired
      />
      <DateInputField control={control} name="dateOfBirth" label={t('login.dateOfBirth')} isRequired />
      <SubmitButton disabled={!filled || formState.isSubmitting}>{t('login.submit')}</SubmitButton>
    </form>
  );
}
