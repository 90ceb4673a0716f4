'use client';
// Personal data in the account: salutation, names and date of birth (PUT /api/customer/profile), and the password
// (PUT /api/customer/password: the current one is required, every other session ends). The schemas are the
// server's (commerce/customer/customer-input.ts); an error keeps everything typed; submit stays disabled until
// the required fields are filled (SPEC §5).
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import {
  emailChangeSchema,
  passwordChangeSchema,
  profileSchema,
  type ProfileInput,
} from '@/commerce/customer/customer-input';
import { callApi } from '@/features/shared/client-data/api-client';
import { announceSessionChange } from '@/features/shared/session/browser-session';
import { BoundDateField } from '@/features/shared/forms/date-field';
import { Form } from '@/features/shared/forms/form';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { PasswordField } from '@/features/shared/forms/password-field';
import { BoundRadioGroup } from '@/features/shared/forms/radio-group-field';
import { SubmitButton } from '@/features/shared/forms/submit-button';
import { BoundTextField } from '@/features/shared/forms/text-field';
import { useSchemaForm } from '@/features/shared/forms/use-schema-form';
import { accountPaths } from '@/platform/routing/api-paths/account';
import { useAccountRefusal } from './account-refusal';

type Notice = { tone: 'success' | 'error'; text: string } | null;

export function ProfileForm({ initial }: { initial: ProfileInput }) {
  const t = useTranslations('accountPages.personal');
  const id = useTranslations('identity');
  const [notice, setNotice] = useState<Notice>(null);
  const { control, handleSubmit, formState, setError, filled } = useSchemaForm(profileSchema, initial, [
    'salutation',
    'firstName',
    'lastName',
  ]);
  const { refusalText, errorText } = useAccountRefusal(setError);

  const submit = handleSubmit(async (values) => {
    setNotice(null);
    const answer = await callApi<{ profile: ProfileInput }>('PUT', accountPaths.profile, values);
    if (answer.ok) {
      // The header greets with the first name: tell the page the session's data changed.
      announceSessionChange();
      return setNotice({ tone: 'success', text: t('saved') });
    }
    const text = refusalText(answer);
    if (text) setNotice({ tone: 'error', text });
  });

  return (
    <Form errorText={errorText} onSubmit={submit} aria-labelledby="profile-heading" className="flex max-w-[480px] flex-col gap-2">
      <h2 id="profile-heading" className="text-xl font-bold">
        {t('profileHeading')}
      </h2>
      <p className="text-sm text-muted">{t('requiredNote')}</p>
      {notice && (
        <FormAlert tone={notice.tone} focusOnShow>
          {notice.text}
        </FormAlert>
      )}
      <BoundRadioGroup
        control={control}
        name="salutation"
        label={id('register.salutation')}
        variant="inline"
        isRequired
        options={(['female', 'male', 'notSpecified'] as const).map((value) => ({ value, label: id(`register.${value}`) }))}
      />
      <BoundTextField control={control} name="firstName" autoComplete="given-name" label={id('register.firstName')} isRequired />
      <BoundTextField control={control} name="lastName" autoComplete="family-name" label={id('register.lastName')} isRequired />
      <BoundDateField control={control} name="dateOfBirth" label={id('register.dateOfBirth')} />
      <BoundTextField
        control={control}
        name="phone"
        type="tel"
        autoComplete="tel"
        label={t('phone')}
        description={t('phoneHint')}
      />
      <SubmitButton filled={filled} busy={formState.isSubmitting}>
        {t('save')}
      </SubmitButton>
    </Form>
  );
}

export function PasswordForm() {
  const t = useTranslations('accountPages.personal');
  const id = useTranslations('identity');
  const [notice, setNotice] = useState<Notice>(null);
  const { control, handleSubmit, formState, setError, filled, reset } = useSchemaForm(
    passwordChangeSchema,
    { currentPassword: '', newPassword: '' },
    ['currentPassword', 'newPassword'],
  );
  const { refusalText, errorText } = useAccountRefusal(setError);

  const submit = handleSubmit(async (values) => {
    setNotice(null);
    const answer = await callApi<{ changed: true }>('PUT', accountPaths.password, values);
    if (answer.ok) {
      reset({ currentPassword: '', newPassword: '' });
      return setNotice({ tone: 'success', text: t('passwordChanged') });
    }
    const text = refusalText(answer);
    if (text) setNotice({ tone: 'error', text });
  });

  return (
    <Form
      errorText={errorText}
      onSubmit={submit}
      aria-labelledby="password-heading"
      className="flex max-w-[480px] flex-col gap-2"
    >
      <h2 id="password-heading" className="text-xl font-bold">
        {t('passwordHeading')}
      </h2>
      <p className="text-sm">{t('passwordNote')}</p>
      {notice && (
        <FormAlert tone={notice.tone} focusOnShow>
          {notice.text}
        </FormAlert>
      )}
      <PasswordField control={control} name="currentPassword" autoComplete="current-password" label={t('currentPassword')} isRequired />
      <PasswordField
        control={control}
        name="newPassword"
        autoComplete="new-password"
        label={t('newPassword')}
        description={id('register.passwordHint')}
        isRequired
      />
      <SubmitButton filled={filled} busy={formState.isSubmitting}>
        {t('changePassword')}
      </SubmitButton>
    </Form>
  );
}

/**
 * A new email address: a link goes to it and a notice to the current one; nothing changes until the link is
 * followed. `pending` is the address still waiting for its link (shown until it is confirmed or expires).
 */
export function EmailChangeForm({ current, pending }: { current: string; pending: { email: string; until: string } | null }) {
  const t = useTranslations('accountPages.personal');
  const [notice, setNotice] = useState<Notice>(null);
  const { control, handleSubmit, formState, setError, filled, reset } = useSchemaForm(
    emailChangeSchema,
    { newEmail: '', currentPassword: '' },
    ['newEmail', 'currentPassword'],
  );
  const { refusalText, errorText } = useAccountRefusal(setError);

  const submit = handleSubmit(async (values) => {
    setNotice(null);
    const answer = await callApi<{ sent: true }>('POST', accountPaths.email, values);
    if (answer.ok) {
      reset({ newEmail: '', currentPassword: '' });
      return setNotice({ tone: 'success', text: t('emailChangeSent', { email: values.newEmail.trim() }) });
    }
    const text = refusalText(answer);
    if (text) setNotice({ tone: 'error', text });
  });

  return (
    <Form
      errorText={errorText}
      onSubmit={submit}
      aria-labelledby="email-heading"
      className="flex max-w-[480px] flex-col gap-2"
    >
      <h2 id="email-heading" className="text-xl font-bold">
        {t('emailHeading')}
      </h2>
      <p className="break-all font-semibold">{current}</p>
      <p className="text-sm">{t('emailNote')}</p>
      {pending && !notice && <p className="text-sm">{t('emailPending', { email: pending.email, until: pending.until })}</p>}
      {notice && (
        <FormAlert tone={notice.tone} focusOnShow>
          {notice.text}
        </FormAlert>
      )}
      <h3 className="text-lg font-bold">{t('emailChangeHeading')}</h3>
      <BoundTextField control={control} name="newEmail" type="email" autoComplete="email" label={t('newEmail')} isRequired />
      <PasswordField control={control} name="currentPassword" autoComplete="current-password" label={t('currentPassword')} isRequired />
      <SubmitButton filled={filled} busy={formState.isSubmitting}>
        {t('emailChangeSubmit')}
      </SubmitButton>
    </Form>
  );
}
