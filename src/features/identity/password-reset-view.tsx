'use client';
// The password-reset page (SPEC §4, §8): checks the link from the mail, then asks for the new password. An invalid
// or used link says so and offers a new one; a failure shows the spec's message.
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { resetPasswordSchema } from '@/commerce/customer/customer-input';
import { announceSessionChange } from '@/features/shared/session/browser-session';
import { useCodeTexts } from '@/features/shared/forms/error-text';
import { Form } from '@/features/shared/forms/form';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { PasswordField } from '@/features/shared/forms/password-field';
import { Button, SubmitButton } from '@/features/shared/forms/submit-button';
import { useSchemaForm } from '@/features/shared/forms/use-schema-form';
import { useIdentityModals } from './identity-modals';
import { callApi } from '@/features/shared/client-data/api-client';
import { identityPaths } from '@/platform/routing/api-paths/identity';
import { failureMessage } from './identity-failure';
import { useLinkFragment } from './link-fragment';

type Outcome = 'form' | 'invalid' | 'done';

export function PasswordResetView() {
  const t = useTranslations('identity');
  const modals = useIdentityModals();
  const link = useLinkFragment('token');
  // Null until the link was checked; a link that is missing needs no check.
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const stage = !link.ready ? 'checking' : !link.value ? 'invalid' : (outcome ?? 'checking');
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit, formState, setValue, filled } = useSchemaForm(
    resetPasswordSchema,
    { token: '', password: '' },
    ['password'],
  );
  const errorText = useCodeTexts('identity.validation');

  useEffect(() => {
    if (!link.ready || !link.value) return;
    setValue('token', link.value);
    void callApi<Record<string, unknown>>('POST', identityPaths.resetCheck, { token: link.value }).then((answer) => {
      if (answer.ok) setOutcome('form');
      else if (answer.status === 410 || answer.status === 400) setOutcome('invalid');
      else {
        setOutcome('form');
        setAlert(t('reset.failed'));
      }
    });
  }, [link.ready, link.value, setValue, t]);

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const answer = await callApi<Record<string, unknown>>('POST', identityPaths.reset, values);
    if (answer.ok) {
      announceSessionChange();
      return setOutcome('done');
    }
    if (answer.error === 'CUSTOMER_LINK_INVALID') return setOutcome('invalid');
    if (answer.error === 'CUSTOMER_RATE_LIMITED') {
      const { key, values: args } = failureMessage(answer);
      return setAlert(t(key, args));
    }
    setAlert(t('reset.failed'));
  });

  return (
    <section className="flex max-w-[480px] flex-col gap-2">
      <h1 className="text-2xl font-bold">{stage === 'done' ? t('reset.successTitle') : t('reset.title')}</h1>
      {stage === 'checking' && <p role="status">{t('reset.checking')}</p>}
      {stage === 'invalid' && (
        <>
          <FormAlert>{t('reset.invalidLink')}</FormAlert>
          <Button onClick={() => modals.openForgot()} className="self-start">
            {t('reset.requestNew')}
          </Button>
        </>
      )}
      {stage === 'form' && (
        <Form errorText={errorText} onSubmit={submit} className="flex flex-col gap-2">
          {alert && <FormAlert>{alert}</FormAlert>}
          <PasswordField
            control={control}
            name="password"
            autoComplete="new-password"
            label={t('reset.password')}
            description={t('reset.passwordHint')}
            isRequired
          />
          <SubmitButton filled={filled} busy={formState.isSubmitting}>
            {t('reset.submit')}
          </SubmitButton>
        </Form>
      )}
      {stage === 'done' && (
        <>
          <p role="status">{t('reset.success')}</p>
          <Button onClick={() => modals.openLogin()} className="self-start">
            {t('reset.login')}
          </Button>
        </>
      )}
    </section>
  );
}
