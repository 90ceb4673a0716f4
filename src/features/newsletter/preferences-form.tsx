'use client';
// The unsubscribe form (SPEC §3): one radio field `newsletter` with the spec's values, the pause select when pause
// is chosen, the brand choice on a full unsubscribe; and the two further mailings, each left on its own.
import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import type { ChangeOutcome } from '@/commerce/newsletter/manage-subscription';
import {
  frequencyCodes,
  frequencyNames,
  pauseCode,
  pauseDays,
  preferencesSchema,
  unsubscribeCode,
} from '@/commerce/newsletter/newsletter-input';
import type { SubscriptionView } from '@/commerce/newsletter/newsletter-state';
import { callApi } from '@/features/shared/client-data/api-client';
import { Button, SubmitButton } from '@/features/shared/forms/submit-button';
import { BoundCheckboxGroup } from '@/features/shared/forms/checkbox-group-field';
import { useCodeTexts } from '@/features/shared/forms/error-text';
import { Form } from '@/features/shared/forms/form';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { BoundRadioGroup } from '@/features/shared/forms/radio-group-field';
import { BoundSelect } from '@/features/shared/forms/select-field';
import { useSchemaForm } from '@/features/shared/forms/use-schema-form';
import { newsletterPaths } from '@/platform/routing/api-paths/newsletter';
import { failureText } from './newsletter-failure';

export type Outcome = ChangeOutcome | { kind: 'mailing'; mailing: 'marketResearch' | 'personalised' };

export function PreferencesForm({
  subscription,
  token,
  onDone,
  onRefused,
}: {
  subscription: SubscriptionView;
  token: string | null;
  onDone: (outcome: Outcome) => void;
  /** The record is gone or the link no longer works: the page says so. */
  onRefused: (code: string) => void;
}) {
  const t = useTranslations('newsletter');
  const format = useFormatter();
  const [alert, setAlert] = useState<string | null>(null);
  const subscribed = subscription.brands.filter((b) => b.subscribed);
  const { control, handleSubmit, formState, filled } = useSchemaForm(
    preferencesSchema,
    {
      ...(token ? { token } : {}),
      newsletter: `frequency|${subscription.frequency}` as `frequency|${(typeof frequencyCodes)[number]}`,
      pauseDays: '7',
      brands: subscribed.map((b) => b.key),
    },
    ['newsletter'],
  );
  const choice = useWatch({ control, name: 'newsletter' });
  const errorText = useCodeTexts('newsletter.validation');

  const refused = (answer: Extract<Awaited<ReturnType<typeof callApi>>, { ok: false }>) => {
    if (answer.status === 404 || answer.status === 410) return onRefused(answer.error);
    setAlert(failureText(answer, t));
  };
  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const answer = await callApi<{ outcome: ChangeOutcome }>('POST', newsletterPaths.preferences, values);
    if (answer.ok) return onDone(answer.body.outcome);
    refused(answer);
  });
  const leave = async (mailing: 'marketResearch' | 'personalised') => {
    setAlert(null);
    const answer = await callApi('POST', newsletterPaths.mailings, { ...(token ? { token } : {}), mailing });
    if (answer.ok) return onDone({ kind: 'mailing', mailing });
    refused(answer);
  };

  const options = [
    ...frequencyCodes.map((code) => ({ value: `frequency|${code}`, label: t(`unsubscribe.options.${frequencyNames[code]}`) })),
    { value: `pause|${pauseCode}`, label: t('unsubscribe.options.pause') },
    { value: `unsubscribe|${unsubscribeCode}`, label: t('unsubscribe.options.unsubscribe') },
  ];

  return (
    <div className="flex flex-col gap-3">
      <Form errorText={errorText} onSubmit={submit} className="flex flex-col gap-2">
        {alert && <FormAlert focusOnShow>{alert}</FormAlert>}
        <BoundRadioGroup control={control} name="newsletter" label={t('unsubscribe.choice')} options={options} isRequired />
        {choice === `pause|${pauseCode}` && (
          <BoundSelect
            control={control}
            name="pauseDays"
            label={t('unsubscribe.pauseDays')}
            options={pauseDays.map((d) => ({ value: String(d), label: t('unsubscribe.pauseOption', { days: d }) }))}
          />
        )}
        {choice === `unsubscribe|${unsubscribeCode}` && subscribed.length > 0 && (
          <BoundCheckboxGroup
            control={control}
            name="brands"
            label={t('unsubscribe.brands')}
            inline={false}
            isRequired
            options={subscribed.map((b) => ({ value: b.key, label: b.name }))}
          />
        )}
        <SubmitButton filled={filled} busy={formState.isSubmitting} className="self-start">
          {t('unsubscribe.submit')}
        </SubmitButton>
      </Form>
      {(subscription.marketResearch || subscription.personalised) && (
        <section aria-labelledby="newsletter-more" className="flex flex-col gap-1 border-t border-line pt-2">
          <h2 id="newsletter-more" className="text-lg font-bold">
            {t('unsubscribe.more')}
          </h2>
          <div className="flex flex-wrap gap-1">
            {subscription.marketResearch && (
              <Button variant="secondary" onClick={() => void leave('marketResearch')}>
                {t('unsubscribe.leaveMarketResearch')}
              </Button>
            )}
            {subscription.personalised && (
              <Button variant="secondary" onClick={() => void leave('personalised')}>
                {t('unsubscribe.leavePersonalised')}
              </Button>
            )}
          </div>
        </section>
      )}
      {subscription.pausedUntil && (
        <p className="text-sm text-muted">
          {t('unsubscribe.pausedUntil', {
            date: format.dateTime(new Date(`${subscription.pausedUntil}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }),
          })}
        </p>
      )}
    </div>
  );
}
