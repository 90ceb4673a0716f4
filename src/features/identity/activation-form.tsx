'use client';
// Activation from the registration mail: the password chosen at registration confirms it is the registrant.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { activationSchema, type ActivationInput } from '@/commerce/customer/customer-input';
import { fetchBasketCount } from '@/features/basket/fetch-basket-count';
import { announceSessionChange } from '@/features/session/browser-session';
import { callApi } from '@/features/client-data/api-client';
import { identityPaths } from '@/platform/routing/api-paths/identity';
import { failureMessage } from './identity-failure';
import { FormAlert, PasswordInput, SubmitButton } from './form-fields';
import { useFilled } from './use-filled';

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
  const { control, handleSubmit, formState } = useForm<ActivationInput>({
    resolver: zodResolver(activationSchema),
    mode: 'onTouched',
    defaultValues: { token, password: '' },
  });
  const filled = useFilled(control, ['password']);

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
    <form onSubmit={submit} noValidate className="flex max-w-[480px] flex-col gap-2">
      <p>{t('activate.intro')}</p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <PasswordInput
        control={control}
        name="password"
        autoComplete="current-password"
        label={t('activate.password')}
        isRequired
      />
      <SubmitButton disabled={!filled || formState.isSubmitting}>{t('activate.submit')}</SubmitButton>
    </form>
  );
}
