'use client';
// The four pages of the sign-up (SPEC §2, §4): (1) the form, (2) "check your inbox", (3) confirmed after the link,
// (4) already subscribed; and the spec's message for a link that no longer works. The link's secret arrives in the
// fragment (never in a server log).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useLinkFragment } from '@/features/identity/link-fragment';
import { callApi } from '@/features/shared/client-data/api-client';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { Button } from '@/features/shared/forms/submit-button';
import { secondaryButtonClass } from '@/features/shared/forms/field-styles';
import { newsletterPaths } from '@/platform/routing/api-paths/newsletter';
import { failureText } from './newsletter-failure';
import { ResendConfirmation } from './resend-confirmation';
import { SubscribeForm } from './subscribe-form';

/** Where the sign-up started (`?areaKey=servicePromotionTeaser`): read in the browser, so the page stays cached. */
const areaKeyOfPage = () =>
  typeof window === 'undefined' ? 'unknown' : (new URLSearchParams(window.location.search).get('areaKey') ?? 'page');

type Step =
  | { name: 'form' }
  | { name: 'check'; email: string }
  | { name: 'confirming' }
  | { name: 'confirmed' }
  | { name: 'already' }
  | { name: 'invalid' }
  | { name: 'failed'; message: string };

export function SubscribeView({ legal, homeHref }: { legal: ReactNode; homeHref: string }) {
  const t = useTranslations('newsletter');
  const link = useLinkFragment('token');
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [linkAnswered, setLinkAnswered] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown: Step = link.value && !linkAnswered ? { name: 'confirming' } : step;

  useEffect(() => {
    if (!link.value) return;
    void callApi<{ outcome: 'confirmed' | 'already' }>('POST', newsletterPaths.confirm, { token: link.value }).then((answer) => {
      setLinkAnswered(true);
      if (answer.ok) setStep(answer.body.outcome === 'confirmed' ? { name: 'confirmed' } : { name: 'already' });
      else if (answer.status === 410 || answer.status === 400) setStep({ name: 'invalid' });
      else setStep({ name: 'failed', message: failureText(answer, t) });
    });
  }, [link.value, t]);

  // Each step is a page of its own: its heading takes the focus, so a screen reader starts there.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step.name]);

  const title = {
    form: t('subscribe.title'),
    confirming: t('subscribe.title'),
    invalid: t('subscribe.title'),
    failed: t('subscribe.title'),
    check: t('subscribe.checkTitle'),
    confirmed: t('subscribe.confirmedTitle'),
    already: t('subscribe.alreadyTitle'),
  }[shown.name];

  return (
    <section className="flex max-w-[640px] flex-col gap-2">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
        {title}
      </h1>
      {shown.name === 'form' && (
        <>
          <p>{t('subscribe.intro')}</p>
          <SubscribeForm areaKey={areaKeyOfPage()} legal={legal} onSent={(email) => setStep({ name: 'check', email })} />
        </>
      )}
      {shown.name === 'check' && (
        <>
          <p role="status">{t('subscribe.check', { email: shown.email })}</p>
          <p>{t('subscribe.checkNote')}</p>
          <ResendConfirmation email={shown.email} />
        </>
      )}
      {shown.name === 'confirming' && <p role="status">{t('subscribe.confirming')}</p>}
      {shown.name === 'confirmed' && (
        <>
          <p role="status">{t('subscribe.confirmed')}</p>
          <a href={homeHref} className={`${secondaryButtonClass} self-start`}>
            {t('subscribe.toShop')}
          </a>
        </>
      )}
      {shown.name === 'already' && (
        <>
          <p role="status">{t('subscribe.already')}</p>
          <a href={homeHref} className={`${secondaryButtonClass} self-start`}>
            {t('subscribe.toShop')}
          </a>
        </>
      )}
      {shown.name === 'invalid' && (
        <>
          <FormAlert>{t('subscribe.invalidLink')}</FormAlert>
          <Button onClick={() => setStep({ name: 'form' })} className="self-start">
            {t('subscribe.requestNew')}
          </Button>
        </>
      )}
      {shown.name === 'failed' && <FormAlert>{shown.message}</FormAlert>}
    </section>
  );
}
