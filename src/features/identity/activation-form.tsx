'use client';
// Activation from the registration mail: the password chosen at registration confirms it is the registrant.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { activationSchema } from '@/commerce/customer/customer-input';
import { fetchBasketCount } from '@/features/basket/fetch-basket-count';
import { announceSessionChange } from '@/features/shared/session/browser-session';
import { useCodeTexts } from '@/features/shared/forms/error-text';
import { Form } from '@/features/shared/forms/form';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { PasswordField } from '@/features/shared/forms/password-field';
import { SubmitButton } from '@/features/shared/forms/submit-button';
import { useSchemaForm } from '@/features/shared/forms/use-schema-form';
import { callApi } from '@/features/shared/client-data/api-client';
import { identityPaths } from '@/platform/routing/api-paths/identity';
import { failureMessage } from './identity-failure';

/** After activating, a shopper with goods in the basket (registered from the checkout) goes on to the checkout. */
async function basketHasItems(): Promise<boolean> {
  try {
    return (await fetchBasketCount()) > 0;
  } catch (error) {
    console.warn('basket count after activation could not be read; going to the account', error);
    return false;
  }
}

export function ActivationForm({
  token,
  accountHref,
  checkoutHref,
}: {
  token: string;
  accountHref: string;
  checkoutHref: string;
}) {
  const t = useTranslations('identity');
  const [alert, setAlert] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const { control, handleSubmit, formState, filled } = useSchemaForm(
    activationSchema,
    { token, password: '' },
    ['password'],
  );
  const errorText = useCodeTexts('identity.validation');

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const answer = await callApi<Record<string, unknown>>('POST', identityPaths.activate, values);
    if (answer.ok) {
      announceSessionChange();
      window.location.assign((await basketHasItems()) ? checkoutHref : accountHref);
      return;
    }
    if (answer.error === 'CUSTOMER_LINK_INVALID' || answer.fields?.token) return setInvalid(true);
    const { key, values: args } = failureMessage(answer);
    setAlert(t(key, args));
  });

  if (invalid) return <FormAlert>{t('activate.invalidLink')}</FormAlert>;
  return (
    <Form errorText={errorText} onSubmit={submit} className="flex max-w-[480px] flex-col gap-2">
      <p>{t('activate.intro')}</p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <PasswordField
        control={control}
        name="password"
        autoComplete="current-password"
        label={t('activate.password')}
        isRequired
      />
      <SubmitButton filled={filled} busy={formState.isSubmitting}>
        {t('activate.submit')}
      </SubmitButton>
    </Form>
  );
}
