'use client';
// The unsubscribe page (SPEC §2, §3, §4, §8): reached with the signed link of a newsletter mail (#token=…) or from
// the account while logged in; anyone else gets a link by mail. The state of a subscription is shown only to the
// holder of its link or to the logged-in owner of the address.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { frequencyNames } from '@/commerce/newsletter/newsletter-input';
import type { SubscriptionView } from '@/commerce/newsletter/newsletter-state';
import { useLinkFragment } from '@/features/identity/link-fragment';
import { callApi, type ApiAnswer } from '@/features/shared/client-data/api-client';
import { secondaryButtonClass } from '@/features/shared/forms/field-styles';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { Button } from '@/features/shared/forms/submit-button';
import { newsletterPaths } from '@/platform/routing/api-paths/newsletter';
import { ManageLinkForm } from './manage-link-form';
import { failureText } from './newsletter-failure';
import { PreferencesForm, type Outcome } from './preferences-form';

type Stage =
  | { name: 'loading' }
  | { name: 'byEmail'; invalidLink?: boolean }
  | { name: 'form'; subscription: SubscriptionView }
  | { name: 'done'; outcome: Outcome; subscription: SubscriptionView }
  | { name: 'notFound' }
  | { name: 'noSubscription' }
  | { name: 'failed'; message: string };

export function UnsubscribeView({ subscribeHref }: { subscribeHref: string }) {
  const t = useTranslations('newsletter');
  const format = useFormatter();
  const locale = useLocale();
  const link = useLinkFragment('token');
  const [stage, setStage] = useState<Stage>({ name: 'loading' });
  const heading = useRef<HTMLHeadingElement>(null);

  const refusedAs = useCallback((code: string): Stage => {
    if (code === 'NEWSLETTER_NOT_FOUND') return { name: 'notFound' };
    if (code === 'NEWSLETTER_NO_SUBSCRIPTION') return { name: 'noSubscription' };
    if (code === 'NEWSLETTER_LOGIN_REQUIRED') return { name: 'byEmail' };
    return { name: 'byEmail', invalidLink: true };
  }, []);

  const token = link.value;
  const apply = useCallback(
    (answer: ApiAnswer<{ subscription: SubscriptionView }>) => {
      if (answer.ok) return setStage({ name: 'form', subscription: answer.body.subscription });
      if ([401, 404, 410].includes(answer.status)) return setStage(refusedAs(answer.error));
      setStage({ name: 'failed', message: failureText(answer, t) });
    },
    [refusedAs, t],
  );
  const fetchSubscription = useCallback(
    () => callApi<{ subscription: SubscriptionView }>('POST', newsletterPaths.subscription, token ? { token } : {}),
    [token],
  );
  const load = () => {
    setStage({ name: 'loading' });
    void fetchSubscription().then(apply);
  };

  useEffect(() => {
    if (link.ready) void fetchSubscription().then(apply);
  }, [link.ready, fetchSubscription, apply]);

  useEffect(() => {
    if (stage.name !== 'loading' && stage.name !== 'form') heading.current?.focus();
  }, [stage.name]);

  const brandNames = (keys: string[], subscription: SubscriptionView) =>
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      keys.map((k) => subscription.brands.find((b) => b.key === k)?.name ?? k),
    );
  const day = (iso: string) => format.dateTime(new Date(`${iso}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });

  const result = (stage: Extract<Stage, { name: 'done' }>): { title: string; text: string; left?: boolean } => {
    const { outcome, subscription } = stage;
    switch (outcome.kind) {
      case 'frequency':
        return { title: t('unsubscribe.title'), text: t('unsubscribe.frequencyDone', { frequency: frequencyNames[outcome.frequency] }) };
      case 'paused':
        return { title: t('unsubscribe.title'), text: t('unsubscribe.pausedDone', { date: day(outcome.until) }) };
      case 'unsubscribed':
        return outcome.remaining.length === 0
          ? {
              title: t('unsubscribe.unsubscribedTitle'),
              text: t('unsubscribe.unsubscribed', { brands: brandNames(outcome.left, subscription) }),
              left: true,
            }
          : {
              title: t('unsubscribe.brandLeftTitle'),
              text: t('unsubscribe.brandLeft', {
                left: brandNames(outcome.left, subscription),
                remaining: brandNames(outcome.remaining, subscription),
              }),
            };
      case 'mailing':
        return outcome.mailing === 'marketResearch'
          ? { title: t('unsubscribe.marketResearchTitle'), text: t('unsubscribe.marketResearch') }
          : { title: t('unsubscribe.personalisedTitle'), text: t('unsubscribe.personalised') };
    }
  };
  const done = stage.name === 'done' ? result(stage) : null;

  return (
    <section className="flex max-w-[640px] flex-col gap-2">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
        {done?.title ?? t('unsubscribe.title')}
      </h1>
      {stage.name === 'loading' && <p role="status">{t('unsubscribe.loading')}</p>}
      {stage.name === 'byEmail' && (
        <>
          {stage.invalidLink && <FormAlert>{t('unsubscribe.invalidLink')}</FormAlert>}
          <ManageLinkForm />
        </>
      )}
      {stage.name === 'form' && (
        <>
          <p>{t('unsubscribe.intro')}</p>
          <p className="font-semibold">{t('unsubscribe.for', { email: stage.subscription.email })}</p>
          {stage.subscription.state === 'pending' && <p>{t('unsubscribe.pending')}</p>}
          <PreferencesForm
            subscription={stage.subscription}
            token={link.value}
            onDone={(outcome) => setStage({ name: 'done', outcome, subscription: stage.subscription })}
            onRefused={(code) => setStage(refusedAs(code))}
          />
        </>
      )}
      {done && (
        <>
          <p role="status">{done.text}</p>
          {done.left ? (
            <a href={subscribeHref} className={`${secondaryButtonClass} self-start`}>
              {t('unsubscribe.subscribeAgain')}
            </a>
          ) : (
            <Button
              variant="secondary"
              className="self-start"
              onClick={load}
            >
              {t('unsubscribe.back')}
            </Button>
          )}
        </>
      )}
      {stage.name === 'notFound' && <FormAlert>{t('unsubscribe.notFound')}</FormAlert>}
      {stage.name === 'noSubscription' && (
        <>
          <FormAlert>{t('unsubscribe.noSubscription')}</FormAlert>
          <a href={subscribeHref} className={`${secondaryButtonClass} self-start`}>
            {t('footerLink')}
          </a>
        </>
      )}
      {stage.name === 'failed' && <FormAlert>{stage.message}</FormAlert>}
    </section>
  );
}
