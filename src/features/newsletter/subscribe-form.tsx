'use client';
// Step 1 of the sign-up (SPEC §2, §4), on the page and in the sheet: address, salutation, interests, the optional
// market-research consent and the consent text from the content. The answer is the same for every address.
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { interestKeys, salutations, subscribeSchema } from '@/commerce/newsletter/newsletter-input';
import { callApi } from '@/features/shared/client-data/api-client';
import { BoundCheckbox } from '@/features/shared/forms/checkbox-field';
import { BoundCheckboxGroup } from '@/features/shared/forms/checkbox-group-field';
import { useCodeTexts } from '@/features/shared/forms/error-text';
import { Form } from '@/features/shared/forms/form';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { BoundRadioGroup } from '@/features/shared/forms/radio-group-field';
import { SubmitButton } from '@/features/shared/forms/submit-button';
import { BoundTextField } from '@/features/shared/forms/text-field';
import { useSchemaForm } from '@/features/shared/forms/use-schema-form';
import { newsletterPaths } from '@/platform/routing/api-paths/newsletter';
import { failureText } from './newsletter-failure';

export function SubscribeForm({
  areaKey,
  legal,
  onSent,
}: {
  areaKey: string;
  /** The consent text of the content (newsletter sheet), whose version the server records. */
  legal: ReactNode;
  onSent: (email: string) => void;
}) {
  const t = useTranslations('newsletter');
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit, formState, filled } = useSchemaForm(
    subscribeSchema,
    { email: '', salutation: undefined, interests: [], marketResearch: false, areaKey },
    ['email', 'salutation'],
  );
  const errorText = useCodeTexts('newsletter.validation');

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const answer = await callApi<{ status: string }>('POST', newsletterPaths.subscribe, values);
    if (answer.ok) return onSent(values.email);
    setAlert(failureText(answer, t));
  });

  return (
    <Form errorText={errorText} onSubmit={submit} className="flex flex-col gap-2">
      {alert && <FormAlert focusOnShow>{alert}</FormAlert>}
      <BoundTextField control={control} name="email" type="email" autoComplete="email" label={t('subscribe.email')} isRequired />
      <BoundRadioGroup
        control={control}
        name="salutation"
        label={t('subscribe.salutation')}
        variant="inline"
        isRequired
        options={salutations.map((s) => ({ value: s, label: t(`subscribe.salutations.${s}`) }))}
      />
      <BoundCheckboxGroup
        control={control}
        name="interests"
        label={t('subscribe.interests')}
        options={interestKeys.map((k) => ({ value: k, label: t(`subscribe.interestOptions.${k}`) }))}
      />
      <BoundCheckbox control={control} name="marketResearch" label={t('subscribe.marketResearch')} />
      {/* Links inside the text are underlined: colour alone does not tell them apart (WCAG 1.4.1). */}
      <div className="flex flex-col gap-1 text-sm [&_a]:underline">
        <p>{t('subscribe.personalisedNote')}</p>
        <p>{legal}</p>
      </div>
      <SubmitButton filled={filled} busy={formState.isSubmitting} className="self-start">
        {t('subscribe.submit')}
      </SubmitButton>
    </Form>
  );
}
