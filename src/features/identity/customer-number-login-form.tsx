'use client';
// Login with customer number and date of birth (SPEC §2 login modal, second tab; flag customerNumberLogin).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { customerNumberLoginSchema, type CustomerNumberLoginInput } from '@/commerce/customer/customer-input';
import { BoundDateField } from '@/features/forms/date-field';
import { BoundTextField } from '@/features/forms/text-field';
import { useCodeTexts } from '@/features/forms/error-text';
import { Form } from '@/features/forms/form';
import { FormAlert } from '@/features/forms/form-alert';
import { SubmitButton } from '@/features/forms/submit-button';
import { useFilled } from '@/features/forms/use-filled';
import { failureMessage, identityPaths, postIdentity } from './identity-api';

export function CustomerNumberLoginForm({ onLoggedIn }: { onLoggedIn: (firstName: string) => void }) {
  const t = useTranslations('identity');
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<CustomerNumberLoginInput>({
    resolver: zodResolver(customerNumberLoginSchema),
    mode: 'onTouched',
    defaultValues: { customerNumber: '', dateOfBirth: '' },
  });
  const errorText = useCodeTexts('identity.validation');
  const filled = useFilled(control, ['customerNumber', 'dateOfBirth']);

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const answer = await postIdentity(identityPaths.customerNumberLogin, values);
    if (answer.ok)
      return onLoggedIn(
        String((answer.body.customer as { firstName?: string } | undefined)?.firstName ?? ''),
      );
    const { key, values: args } = failureMessage(answer, 'errors.invalidCustomerNumber');
    setAlert(t(key, args));
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
      <SubmitButton filled={filled} busy={formState.isSubmitting}>{t('login.submit')}</SubmitButton>
    </Form>
  );
}
