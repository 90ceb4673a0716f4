'use client';
// After a guest order (decision 0052): "keep your details for next time" — a password, then the activation link in
// the mail turns the guest into a customer with this order in the account. The answer is the same for an address
// that already has an account (its owner gets a mail saying so), so the page tells nobody who is a customer.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { guestAccountSchema } from '@/commerce/customer/customer-input';
import { failureMessage } from '@/features/identity/identity-failure';
import { callApi } from '@/features/shared/client-data/api-client';
import { useCodeTexts } from '@/features/shared/forms/error-text';
import { Form } from '@/features/shared/forms/form';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { PasswordField } from '@/features/shared/forms/password-field';
import { SubmitButton } from '@/features/shared/forms/submit-button';
import { useSchemaForm } from '@/features/shared/forms/use-schema-form';
import { identityPaths } from '@/platform/routing/api-paths/identity';

export function GuestAccountOffer() {
  const t = useTranslations('checkout.guest');
  const identity = useTranslations('identity');
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { control, handleSubmit, formState, setError, filled } = useSchemaForm(guestAccountSchema, { password: '' }, ['password']);
  const errorText = useCodeTexts('identity.validation');

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const answer = await callApi<Record<string, unknown>>('POST', identityPaths.guestAccount, values);
    if (answer.ok) return setSent(true);
    if (answer.fields?.password) return setError('password', { message: answer.fields.password });
    const { key, values: args } = failureMessage(answer);
    setAlert(identity(key, args));
  });

  return (
    <section aria-labelledby="guest-account" className="flex flex-col gap-1 rounded border border-line p-2">
      <h2 id="guest-account" className="text-lg font-bold">
        {t('accountHeading')}
      </h2>
      {sent ? (
        <p role="status">{t('accountSent')}</p>
      ) : (
        <Form errorText={errorText} onSubmit={submit} className="flex max-w-[480px] flex-col gap-2">
          <p>{t('accountIntro')}</p>
          {alert && <FormAlert>{alert}</FormAlert>}
          <PasswordField
            control={control}
            name="password"
            autoComplete="new-password"
            label={identity('register.password')}
            description={identity('register.passwordHint')}
            isRequired
          />
          <SubmitButton filled={filled} busy={formState.isSubmitting}>
            {t('accountSubmit')}
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
