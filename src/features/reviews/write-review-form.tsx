// Writing a review: react-hook-form with the shared zod rules (the server checks the same), inline errors in the
// shop's language, submit disabled until every field is filled, input kept when sending fails.
import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import {
  reviewInputSchema,
  reviewLimits,
  type ReviewFormValues,
  type ReviewInput,
} from '@/commerce/reviews/review-rules';
import { useToast } from '@/features/toast/toast-provider';
import { callApi } from '@/features/client-data/api-client';
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
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFormValues, unknown, ReviewInput>({
    resolver: zodResolver(reviewInputSchema),
    mode: 'onTouched',
    defaultValues: { title: '', text: '', authorName: '' },
  });

  const values = useWatch({ control });
  const filled =
    values.rating !== undefined && fields.slice(1).every((f) => String(values[f] ?? '').trim() !== '');
  const textLength = String(values.text ?? '').trim().length;

  const message = (field: Field) => {
    const key = errors[field]?.message;
    if (!key) return null;
    const limits = field === 'rating' ? { min: 1, max: 5 } : reviewLimits[field];
    return t.has(`errors.${key}`) ? t(`errors.${key}`, limits) : t('errors.required');
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

  const describedBy = (field: Field, extra?: string) =>
    [errors[field] ? `${id}-${field}-error` : null, extra].filter(Boolean).join(' ') || undefined;
  const input =
    'min-h-6 w-full rounded border border-line bg-page px-1 py-0.5 text-ink aria-invalid:border-danger';

  return (
    <form
      onSubmit={handleSubmit(submit)}
      noValidate
      className="flex max-w-prose flex-col gap-2"
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`} className="text-lg font-bold">
        {t('write.heading', { product: productName })}
      </h3>
      <fieldset aria-describedby={describedBy('rating')}>
        <legend className="mb-1 font-semibold">{t('write.rating')}</legend>
        <div className="flex flex-wrap gap-1">
          {[5, 4, 3, 2, 1].map((n) => (
            <label
              key={n}
              className="inline-flex min-h-6 cursor-pointer items-center gap-1 rounded border border-line px-1 has-[:checked]:border-brand has-[:checked]:font-semibold"
            >
              {/* Controlled: react-hook-form reads radios as strings, and the shared rule wants the number. */}
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={values.rating === n}
                onChange={() =>
                  setValue('rating', n, { shouldValidate: true, shouldTouch: true, shouldDirty: true })
                }
                className="size-[1.125rem] accent-current"
              />
              {t('starsShort', { stars: n })}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-rating-error`} message={message('rating')} />
      </fieldset>
      {(['title', 'authorName'] as const).map((field) => (
        <div key={field} className="flex flex-col gap-0.5">
          <label htmlFor={`${id}-${field}`} className="font-semibold">
            {t(`write.${field}`)}
          </label>
          <input
            id={`${id}-${field}`}
            type="text"
            autoComplete={field === 'authorName' ? 'nickname' : 'off'}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={describedBy(field, field === 'authorName' ? `${id}-name-hint` : undefined)}
            className={input}
            {...register(field)}
          />
          {field === 'authorName' && (
            <p id={`${id}-name-hint`} className="text-sm text-muted">
              {t('write.nameHint')}
            </p>
          )}
          <FieldError id={`${id}-${field}-error`} message={message(field)} />
        </div>
      ))}
      <div className="flex flex-col gap-0.5">
        <label htmlFor={`${id}-text`} className="font-semibold">
          {t('write.text')}
        </label>
        <textarea
          id={`${id}-text`}
          rows={6}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={describedBy('text', `${id}-text-count`)}
          className={input}
          {...register('text')}
        />
        <p id={`${id}-text-count`} className="text-sm text-muted">
          {t('write.counter', { count: textLength, min: reviewLimits.text.min, max: reviewLimits.text.max })}
        </p>
        <FieldError id={`${id}-text-error`} message={message('text')} />
      </div>
      {formError && (
        <p role="alert" className="text-danger">
          {t(`write.${formError}`)}
        </p>
      )}
      <button
        type="submit"
        disabled={!filled || isSubmitting}
        className="min-h-6 self-start rounded bg-brand px-2 py-1 font-semibold text-on-brand disabled:cursor-not-allowed disabled:opacity-60"
      >
        {isSubmitting ? t('write.submitting') : t('write.submit')}
      </button>
    </form>
  );
}

function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-danger">
      {message}
    </p>
  );
}
