// Writing a review: react-hook-form with the shared zod rules (the server checks the same), inline errors in the
// shop's language, submit disabled until every field is filled, input kept when sending fails.
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import {
  reviewInputSchema,
  reviewLimits,
  type ReviewFormValues,
  type ReviewInput,
} from '@/commerce/reviews/review-rules';
import type { ErrorText } from '@/features/shared/forms/error-text';
import { Form } from '@/features/shared/forms/form';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { RadioGroupField } from '@/features/shared/forms/radio-group-field';
import { SubmitButton } from '@/features/shared/forms/submit-button';
import { BoundTextField } from '@/features/shared/forms/text-field';
import { useSchemaForm } from '@/features/shared/forms/use-schema-form';
import { useToast } from '@/features/shared/toast/toast-provider';
import { callApi } from '@/features/shared/client-data/api-client';
import { reviewPaths } from '@/platform/routing/api-paths/reviews';

type Field = keyof ReviewFormValues;
const fields = ['rating', 'title', 'text', 'authorName'] as const satisfies readonly Field[];

interface Props {
  sku: string;
  productName: string;
  onWritten(status: 'published' | 'pending'): void;
}

export function WriteReviewForm({ sku, productName, onWritten }: Props) {
  const t = useTranslations('reviews');
  const toast = useToast();
  const id = useId();
  const [formError, setFormError] = useState<'rateLimited' | 'notFound' | 'failed' | null>(null);
  const {
    handleSubmit,
    control,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting },
    filled,
  } = useSchemaForm(reviewInputSchema, { title: '', text: '', authorName: '' }, [...fields]);

  const values = useWatch({ control });
  const textLength = String(values.text ?? '').trim().length;

  /** A code of the shared rules as its text, with the field's limits (min, max) filled in. */
  const errorText: ErrorText = (code, field) => {
    if (!code) return undefined;
    const limits = field === 'rating' ? { min: 1, max: 5 } : reviewLimits[field as Exclude<Field, 'rating'>];
    return t.has(`errors.${code}`) ? t(`errors.${code}`, limits) : t('errors.required');
  };

  async function submit(review: ReviewInput) {
    setFormError(null);
    const answer = await callApi<{ status: 'published' | 'pending' }>('POST', reviewPaths.store, { sku, ...review });
    if (answer.ok) {
      toast.show({
        message: t(answer.body.status === 'published' ? 'write.published' : 'write.pending'),
        tone: 'success',
      });
      reset();
      onWritten(answer.body.status);
      return;
    }
    switch (answer.status) {
      case 400:
        for (const [field, key] of Object.entries(answer.fields ?? {})) {
          if ((fields as readonly string[]).includes(field))
            setError(field as Field, { message: key }, { shouldFocus: true });
          else setFormError('failed');
        }
        return;
      case 429:
        setFormError('rateLimited');
        return;
      case 404:
        setFormError('notFound');
        return;
      default:
        setFormError('failed');
    }
  }

  return (
    <Form
      errorText={errorText}
      onSubmit={handleSubmit(submit)}
      className="flex max-w-prose flex-col gap-2"
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`} className="text-lg font-bold">
        {t('write.heading', { product: productName })}
      </h3>
      {/* Controlled: a radio's value is a string, and the shared rule wants the number. */}
      <RadioGroupField
        variant="inline"
        label={t('write.rating')}
        value={values.rating === undefined ? null : String(values.rating)}
        onChange={(value) =>
          setValue('rating', Number(value), { shouldValidate: true, shouldTouch: true, shouldDirty: true })
        }
        error={errorText(errors.rating?.message, 'rating')}
        isRequired
        options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t('starsShort', { stars: n }) }))}
      />
      <BoundTextField control={control} name="title" label={t('write.title')} autoComplete="off" isRequired />
      <BoundTextField
        control={control}
        name="authorName"
        label={t('write.authorName')}
        description={t('write.nameHint')}
        autoComplete="nickname"
        isRequired
      />
      <BoundTextField
        control={control}
        name="text"
        label={t('write.text')}
        rows={6}
        description={t('write.counter', {
          count: textLength,
          min: reviewLimits.text.min,
          max: reviewLimits.text.max,
        })}
        isRequired
      />
      {formError && <FormAlert>{t(`write.${formError}`)}</FormAlert>}
      <SubmitButton filled={filled} busy={isSubmitting} className="self-start">
        {isSubmitting ? t('write.submitting') : t('write.submit')}
      </SubmitButton>
    </Form>
  );
}
