'use client';
// The password-reset page (SPEC §4, §8): checks the link from the mail, then asks for the new password. An invalid
// or used link says so and offers a new one; a failure shows the spec's message.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { resetPasswordSchema, type ResetPasswordInput } from '@/commerce/customer/customer-input';
import { announceSessionChange } from '@/features/session/browser-session';
import { useIdentityModals } from './identity-modals';
import { callApi } from '@/features/client-data/api-client';
import { identityPaths } from '@/platform/routing/api-paths/identity';
import { retryAfterMinutes } from './identity-failure';
import { FormAlert, PasswordInput, SubmitButton } from './form-fields';
import { useLinkFragment } from './link-fragment';
import { useFilled } from './use-filled';

type Outcome = 'form' | 'invalid' | 'done';

export function PasswordResetView() {
  const t = useTranslations('identity');
  const modals = useIdentityModals();
  const link = useLinkFragment('token');
  // Null until the link was checked; a link that is missing needs no check.
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const stage = !link.ready ? 'checking' : !link.value ? 'invalid' : (outcome ?? 'checking');
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit, formState, setValue } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { token: '', password: '' },
  });
  const filled = useFilled(control, ['password']);

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
      return setAlert(
        t('errors.rateLimited', { minutes: retryAfterMinutes(answer) }),
      );
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
          <button
            type="button"
            onClick={() => modals.openForgot()}
            className="min-h-[44px] self-start rounded bg-brand px-3 py-1 font-semibold text-on-brand"
          >
            {t('reset.requestNew')}
          </button>
        </>
      )}
      {stage === 'form' && (
        <form onSubmit={submit} noValidate className="flex flex-col gap-2">
          {alert && <FormAlert>{alert}</FormAlert>}
          <PasswordInput
            control={control}
            name="password"
            autoComplete="new-password"
            label={t('reset.password')}
            description={t('reset.passwordHint')}
            isRequired
          />
          <SubmitButton disabled={!filled || formState.isSubmitting}>{t('reset.submit')}</SubmitButton>
        </form>
      )}
      {stage === 'done' && (
        <>
          <p role="status">{t('reset.success')}</p>
          <button
            type="button"
            onClick={() => modals.openLogin()}
            className="min-h-[44px] self-start rounded bg-brand px-3 py-1 font-semibold text-on-brand"
          >
            {t('reset.login')}
          </button>
        </>
      )}
    </section>
  );
}
