'use client';
// Enter or change the Payback (de) or jö (at) card: one field, checked with the server's schema (exactly 10 digits;
// spaces between groups are fine), submit disabled until something is typed (SPEC §5). After saving, the session is
// told its flags changed (the login-state cookie's `bop`).
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { loyaltyCardSchema } from '@/commerce/loyalty/loyalty-card-input';
import { callApi } from '@/features/shared/client-data/api-client';
import { useCodeTexts } from '@/features/shared/forms/error-text';
import { Form } from '@/features/shared/forms/form';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { SubmitButton } from '@/features/shared/forms/submit-button';
import { BoundTextField } from '@/features/shared/forms/text-field';
import { useSchemaForm } from '@/features/shared/forms/use-schema-form';
import { useHydrated } from '@/features/shared/lazy/use-hydrated';
import { announceSessionChange } from '@/features/shared/session/browser-session';
import { accountPaths } from '@/platform/routing/api-paths/account';

type Notice = { tone: 'success' | 'error'; text: string } | null;

export function LoyaltyCardForm({ current, program }: { current: string | null; program: 'payback' | 'joe' }) {
  const t = useTranslations('accountPages.loyalty');
  const [notice, setNotice] = useState<Notice>(null);
  const [saved, setSaved] = useState(current);
  const { control, handleSubmit, formState, setError, filled } = useSchemaForm(loyaltyCardSchema, { cardNumber: '' }, ['cardNumber']);
  const errorText = useCodeTexts('accountPages.loyalty.validation');
  const hydrated = useHydrated();

  const submit = handleSubmit(async (values) => {
    setNotice(null);
    const answer = await callApi<{ card: { cardNumber: string } }>('PUT', accountPaths.loyaltyCard, values);
    if (answer.ok) {
      setSaved(answer.body.card.cardNumber);
      announceSessionChange();
      return setNotice({ tone: 'success', text: t('saved') });
    }
    if (answer.fields?.cardNumber) return setError('cardNumber', { message: answer.fields.cardNumber });
    setNotice({ tone: 'error', text: t('failed') });
  });

  return (
    <Form errorText={errorText} onSubmit={submit} aria-labelledby="loyalty-card-heading" className="flex max-w-[480px] flex-col gap-2">
      <h2 id="loyalty-card-heading" className="text-xl font-bold">
        {saved ? t('changeHeading') : t('addHeading')}
      </h2>
      {saved && <p>{t('current', { cardNumber: saved })}</p>}
      {notice && (
        <FormAlert tone={notice.tone} focusOnShow>
          {notice.text}
        </FormAlert>
      )}
      {/* Until the page has hydrated, a typed number would be lost: the field waits. */}
      <fieldset disabled={!hydrated} className="contents">
        <BoundTextField
          control={control}
          name="cardNumber"
          inputMode="numeric"
          autoComplete="off"
          label={t(`cardLabel.${program}`)}
          description={t('cardHint')}
          isRequired
        />
      </fieldset>
      <SubmitButton filled={filled} busy={formState.isSubmitting}>
        {saved ? t('change') : t('add')}
      </SubmitButton>
    </Form>
  );
}
