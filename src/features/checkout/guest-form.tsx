'use client';
// "Als Gast bestellen" (decision 0052): the person's details without a password; the date of birth is optional and
// opens the purchase on invoice beyond small amounts (the credit check needs the age). The address comes next, in
// the delivery step, as for every customer.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { guestSchema, type GuestInput } from '@/commerce/customer/customer-input';
import { failureMessage } from '@/features/identity/identity-failure';
import { PersonFields } from '@/features/identity/person-fields';
import { callApi } from '@/features/shared/client-data/api-client';
import { BoundDateField } from '@/features/shared/forms/date-field';
import { useCodeTexts } from '@/features/shared/forms/error-text';
import { Form } from '@/features/shared/forms/form';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { SubmitButton } from '@/features/shared/forms/submit-button';
import { useSchemaForm } from '@/features/shared/forms/use-schema-form';
import { identityPaths } from '@/platform/routing/api-paths/identity';

export function GuestForm({ onStarted }: { onStarted: () => void }) {
  const t = useTranslations('checkout.guest');
  const identity = useTranslations('identity');
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, filled } = useSchemaForm(
    guestSchema,
    { salutation: undefined, firstName: '', lastName: '', email: '', dateOfBirth: '' },
    ['salutation', 'firstName', 'lastName', 'email'],
  );
  const errorText = useCodeTexts('identity.validation');

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const answer = await callApi<Record<string, unknown>>('POST', identityPaths.guest, values);
    if (answer.ok) return onStarted();
    if (answer.fields) {
      for (const [field, key] of Object.entries(answer.fields)) setError(field as keyof GuestInput, { message: key });
      return;
    }
    const { key, values: args } = failureMessage(answer);
    setAlert(identity(key, args));
  });

  return (
    <Form errorText={errorText} onSubmit={submit} className="flex max-w-[480px] flex-col gap-2">
      <p className="text-sm text-muted">{identity('register.requiredNote')}</p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <PersonFields control={control}>
        <BoundDateField control={control} name="dateOfBirth" label={identity('register.dateOfBirth')} description={t('dateOfBirthHint')} />
      </PersonFields>
      <SubmitButton filled={filled} busy={formState.isSubmitting}>
        {t('submit')}
      </SubmitButton>
    </Form>
  );
}
