'use client';
// The survey after an order (SPEC §7) on the confirmation page: the questions of the shop's language from
// GET /api/orders/{number}/survey, answered once per order. Validated in the browser with the server's own schema
// (surveyAnswersSchema); a failed send keeps every answer. Nothing shows when the shop has no survey.
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useJson } from '@/features/shared/client-data/use-client-data';
import type { Survey } from '@/commerce/content/survey';
import { emptySurveyAnswers, surveyAnswersSchema, surveyLimits, type SurveyAnswers } from '@/commerce/survey/survey-answers';
import { callApi } from '@/features/shared/client-data/api-client';
import { BoundCheckboxGroup } from '@/features/shared/forms/checkbox-group-field';
import { Form } from '@/features/shared/forms/form';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { BoundRadioGroup } from '@/features/shared/forms/radio-group-field';
import { SubmitButton } from '@/features/shared/forms/submit-button';
import { BoundTextField } from '@/features/shared/forms/text-field';
import { useSchemaForm } from '@/features/shared/forms/use-schema-form';
import { orderPaths } from '@/platform/routing/api-paths/order';

interface SurveyState {
  survey: Survey | null;
  answered: boolean;
}

export function OrderSurvey({ orderNumber }: { orderNumber: string }) {
  const { data } = useJson<SurveyState>(orderPaths.surveyOf(orderNumber), { revalidateOnFocus: false, shouldRetryOnError: false });
  const t = useTranslations('checkout.survey');
  // A survey that cannot be fetched is left out: it is an extra, the order is placed.
  if (!data?.survey) return null;
  const { survey } = data;
  return (
    <section aria-labelledby="order-survey-heading" className="flex flex-col gap-2 rounded border border-line p-2">
      <h2 id="order-survey-heading" className="text-lg font-bold">
        {survey.title}
      </h2>
      {data.answered ? <p>{t('answered')}</p> : <SurveyForm survey={survey} orderNumber={orderNumber} />}
    </section>
  );
}

function SurveyForm({ survey, orderNumber }: { survey: Survey; orderNumber: string }) {
  const t = useTranslations('checkout.survey');
  const schema = useMemo(() => surveyAnswersSchema(survey), [survey]);
  const required = survey.questions.filter((q) => q.required).map((q) => q.id);
  const { control, handleSubmit, formState, filled, setError } = useSchemaForm(schema, emptySurveyAnswers(survey), required);
  const [outcome, setOutcome] = useState<'thanks' | 'answered' | 'failed' | null>(null);

  const submit = handleSubmit(async (answers: SurveyAnswers) => {
    setOutcome(null);
    const sent = await callApi<{ status: string }>('POST', orderPaths.surveyOf(orderNumber), { answers });
    if (sent.ok) return setOutcome('thanks');
    if (sent.error === 'SURVEY_ALREADY_ANSWERED') return setOutcome('answered');
    if (sent.error === 'SURVEY_INVALID' && sent.fields) {
      for (const [field, code] of Object.entries(sent.fields)) setError(field, { message: code });
      return;
    }
    setOutcome('failed');
  });

  if (outcome === 'thanks')
    return (
      <FormAlert tone="success" focusOnShow>
        <p>{survey.thanks}</p>
      </FormAlert>
    );
  if (outcome === 'answered') return <FormAlert focusOnShow>{t('errors.SURVEY_ALREADY_ANSWERED')}</FormAlert>;

  const errorText = (code: string | undefined) =>
    code === undefined ? undefined : t(`errors.${code === 'REQUIRED' || code === 'TOO_LONG' ? code : 'INVALID'}`, { max: surveyLimits.maxTextLength });
  return (
    <Form errorText={errorText} onSubmit={submit} className="flex flex-col gap-2">
      {survey.intro && <p>{survey.intro}</p>}
      {outcome === 'failed' && <FormAlert focusOnShow>{t('errors.failed')}</FormAlert>}
      {survey.questions.map((q) => {
        const common = { control, name: q.id, label: q.label, isRequired: q.required };
        switch (q.type) {
          case 'rating':
            return (
              <BoundRadioGroup
                key={q.id}
                {...common}
                variant="inline"
                options={surveyLimits.ratings.map((stars) => ({ value: stars, label: t('rating', { stars }) }))}
              />
            );
          case 'single':
            return <BoundRadioGroup key={q.id} {...common} variant="inline" options={q.options ?? []} />;
          case 'multiple':
            return <BoundCheckboxGroup key={q.id} {...common} options={q.options ?? []} />;
          case 'text':
            return <BoundTextField key={q.id} {...common} rows={4} />;
        }
      })}
      <SubmitButton filled={filled} busy={formState.isSubmitting} className="self-start">
        {t('submit')}
      </SubmitButton>
    </Form>
  );
}
