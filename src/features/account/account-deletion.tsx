'use client';
// "Delete my account" in the privacy section: the current password, then a link by mail (the deletion itself is
// confirmed there). While it is asked for or waiting for open orders and payments, the section shows where it
// stands and lets the customer withdraw it.
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { accountDeletionSchema } from '@/commerce/customer/customer-input';
import { failureMessage } from '@/features/identity/identity-failure';
import { callApi } from '@/features/shared/client-data/api-client';
import { Form } from '@/features/shared/forms/form';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { PasswordField } from '@/features/shared/forms/password-field';
import { Button, SubmitButton } from '@/features/shared/forms/submit-button';
import { useSchemaForm } from '@/features/shared/forms/use-schema-form';
import { formatDate } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import { accountPaths } from '@/platform/routing/api-paths/account';
import { useAccountRefusal } from './account-refusal';

/** Where a deletion stands, with its dates and amount already formatted for the page's locale. */
export type DeletionView =
  | { status: 'none' }
  | { status: 'requested'; date: string }
  | { status: 'confirmed'; date: string; unfinishedOrders: number; openAmount: string | null };

export function AccountDeletion({ initial, newsletterHref }: { initial: DeletionView; newsletterHref: string }) {
  const t = useTranslations('accountPages.privacy');
  const p = useTranslations('accountPages.personal');
  const id = useTranslations('identity');
  const locale = useLocale() as Locale;
  const [state, setState] = useState<DeletionView>(initial);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit, formState, setError, filled, reset } = useSchemaForm(
    accountDeletionSchema,
    { currentPassword: '' },
    ['currentPassword'],
  );
  const { refusalText, errorText } = useAccountRefusal(setError);

  const submit = handleSubmit(async (values) => {
    setNotice(null);
    const answer = await callApi<{ sent: true }>('POST', accountPaths.deletion, values);
    if (answer.ok) {
      reset({ currentPassword: '' });
      setState({ status: 'requested', date: formatDate(new Date(), locale) });
      return setNotice({ tone: 'success', text: t('deleteRequested') });
    }
    const text = refusalText(answer);
    if (text) setNotice({ tone: 'error', text });
  });

  const withdraw = async () => {
    setBusy(true);
    setNotice(null);
    const answer = await callApi<{ withdrawn: true }>('DELETE', accountPaths.deletion);
    setBusy(false);
    if (answer.ok || answer.error === 'CUSTOMER_DELETION_NOT_PENDING') {
      setState({ status: 'none' });
      return setNotice({ tone: 'success', text: t('withdrawn') });
    }
    const { key, values: args } = failureMessage(answer);
    setNotice({ tone: 'error', text: id(key, args) });
  };

  return (
    <section aria-labelledby="deletion-heading" className="flex max-w-[480px] flex-col gap-2">
      <h2 id="deletion-heading" className="text-xl font-bold">
        {t('deleteHeading')}
      </h2>
      <p className="text-sm">
        {t('deleteText')}{' '}
        <a href={newsletterHref} className="text-link underline underline-offset-2">
          {t('newsletterLink')}
        </a>
      </p>
      {notice && (
        <FormAlert tone={notice.tone} focusOnShow>
          {notice.text}
        </FormAlert>
      )}
      {state.status === 'none' ? (
        <Form
          errorText={errorText}
          onSubmit={submit}
          aria-labelledby="deletion-heading"
          className="flex flex-col gap-2"
        >
          <PasswordField control={control} name="currentPassword" autoComplete="current-password" label={p('currentPassword')} isRequired />
          <SubmitButton filled={filled} busy={formState.isSubmitting}>
            {t('deleteSubmit')}
          </SubmitButton>
        </Form>
      ) : (
        <div className="flex flex-col gap-1" data-testid="deletion-status">
          <p className="font-semibold">
            {state.status === 'requested' ? t('statusRequested', { date: state.date }) : t('statusConfirmed', { date: state.date })}
          </p>
          {state.status === 'confirmed' && state.unfinishedOrders > 0 && (
            <p className="text-sm">{t('waitingOrders', { count: state.unfinishedOrders })}</p>
          )}
          {state.status === 'confirmed' && state.openAmount && <p className="text-sm">{t('waitingAmount', { amount: state.openAmount })}</p>}
          <Button variant="secondary" onClick={withdraw} busy={busy} disabled={busy} className="self-start">
            {t('withdraw')}
          </Button>
        </div>
      )}
    </section>
  );
}
