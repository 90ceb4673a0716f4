'use client';
// Forgot password (SPEC §2, §8): the address, then the success message. The answer is the same for every address.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@/commerce/customer/customer-input';
import { BoundTextField } from '@/features/forms/text-field';
import { useCodeTexts } from '@/features/forms/error-text';
import { linkButtonClass } from '@/features/forms/field-styles';
import { Form } from '@/features/forms/form';
import { FormAlert } from '@/features/forms/form-alert';
import { SubmitButton } from '@/features/forms/submit-button';
import { useFilled } from '@/features/forms/use-filled';
import { identityPaths, postIdentity } from './identity-api';

export function ForgotPasswordForm({ email, onBackToLogin }: { email?: string; onBackToLogin: () => void }) {
  const t = useTranslations('identity');
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: email ?? '' },
  });
  const errorText = useCodeTexts('identity.validation');
  const filled = useFilled(control, ['email']);

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const answer = await postIdentity(identityPaths.forgot, values);
    if (answer.ok) return setSentTo(values.email);
    if (answer.error === 'CUSTOMER_RATE_LIMITED') {
      setAlert(
        t('errors.rateLimited', { minutes: Math.max(1, Math.ceil((answer.retryAfterSeconds ?? 60) / 60)) }),
      );
    } else setAlert(t('reset.failed'));
  });

  if (sentTo) {
    return (
      <div className="flex flex-col gap-2" role="status">
        <p className="font-semibold">{t('forgot.successTitle')}</p>
        <p>{t('forgot.success', { email: sentTo })}</p>
        <button
          type="button"
          onClick={onBackToLogin}
          className={linkButtonClass}
        >
          {t('forgot.backToLogin')}
        </button>
      </div>
    );
  }
  return (
    <Form errorText={errorText} onSubmit={submit} className="flex flex-col gap-2">
      <p>{t('forgot.intro')}</p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <BoundTextField
        control={control}
        name="email"
        type="email"
        autoComplete="email"
        label={t('forgot.email')}
        isRequired
      />
      <SubmitButton filled={filled} busy={formState.isSubmitting}>{t('forgot.submit')}</SubmitButton>
      <button
        type="button"
        onClick={onBackToLogin}
        className={linkButtonClass}
      >
        {t('forgot.backToLogin')}
      </button>
    </Form>
  );
}
