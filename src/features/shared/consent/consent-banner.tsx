'use client';
// The consent banner (SPEC §4). Its first layer is in the page's HTML, so it paints with the page instead of after
// the JavaScript (it was the largest paint of most pages — issue 21); the head script (consent-state-script.ts)
// hides it before the first paint for a visitor who has answered. The consent library (vanilla-cookieconsent) records
// the decision, runs the settings dialog and clears cookies on withdrawal. For a visitor who has answered it starts
// once the page is idle (it checks that the answer is still valid); for one who has not, it loads when the banner is
// first reached (pointer or keyboard) and starts with the first answer — a first visit loads and runs none of it
// while the page loads (issue 21). The buttons work from hydration on; before, they are disabled, so no click is
// lost. Accept all and reject all are equally prominent.
import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { mainHeading } from '@/features/shared/focus/rescue-focus';
import { useHydrated } from '@/features/shared/lazy/use-hydrated';
import { consentDecidedAttribute } from './consent-state-script';
import type { ConsentMessages } from './consent-texts';

const keys: Array<keyof ConsentMessages> = [
  'title',
  'description',
  'privacy',
  'acceptAll',
  'rejectAll',
  'settings',
  'preferencesTitle',
  'preferencesIntro',
  'save',
  'close',
  'necessaryTitle',
  'necessaryDescription',
  'performanceTitle',
  'performanceDescription',
  'functionalTitle',
  'functionalDescription',
  'marketingTitle',
  'marketingDescription',
];

const loadConsent = () => import('./run-consent');
type ConsentModule = Awaited<ReturnType<typeof loadConsent>>;
type StartOptions = Parameters<ConsentModule['runConsent']>[0];

// The library runs once per page. The banner hands over what it needs (texts, language, privacy link); the settings
// button at the foot of the page starts it the same way.
let options: StartOptions | null = null;
let started: Promise<{ consent: ConsentModule; decided: boolean }> | null = null;

function startConsent() {
  if (!options) return Promise.reject(new Error('The consent banner has not been rendered'));
  const run = options;
  started ??= loadConsent().then(async (consent) => ({ consent, decided: await consent.runConsent(run) }));
  return started;
}

/** Loads the library's code ahead of the first answer (the banner reached by pointer or keyboard). */
const warmUp = () => void loadConsent().catch(() => {});

/** Shows or hides the server-rendered banner; the attribute is the one the head script sets. */
function markDecided(decided: boolean) {
  document.documentElement.toggleAttribute(consentDecidedAttribute, decided);
}

/** The banner's first layer; render once per page, early in the body (keyboard and screen reader meet it first). */
export function ConsentBanner({ privacyHref }: { privacyHref: string }) {
  const t = useTranslations('consent');
  const locale = useLocale();
  const language = locale.slice(0, 2);
  const texts = Object.fromEntries(keys.map((k) => [k, t(k)])) as ConsentMessages;
  const textsKey = JSON.stringify(texts);
  const hydrated = useHydrated();
  const [started, setStarted] = useState(false);
  // A visitor without an answer (the head script set no mark): the banner works from hydration on.
  const ready = started || (hydrated && !document.documentElement.hasAttribute(consentDecidedAttribute));
  const banner = useRef<HTMLElement>(null);

  useEffect(() => {
    options = {
      language,
      texts: JSON.parse(textsKey) as ConsentMessages,
      privacyHref,
      onDecision: () => markDecided(true),
    };
    // A visitor without an answer: the library comes with the first answer.
    if (!document.documentElement.hasAttribute(consentDecidedAttribute)) return;
    let cancelled = false;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => {
      startConsent()
        .then(({ decided }) => {
          if (cancelled) return;
          // An answer no longer valid (expired, or of an older revision) shows the banner again.
          markDecided(decided);
          setStarted(true);
        })
        .catch((error: unknown) => console.error('Consent banner could not start', error));
    });
    return () => {
      cancelled = true;
    };
  }, [language, textsKey, privacyHref]);

  const decide = (choice: 'all' | 'necessary' | 'settings') => {
    const hadFocus = banner.current?.contains(document.activeElement);
    startConsent()
      .then(({ consent }) => {
        if (choice === 'settings') return consent.showConsentSettings();
        consent.acceptConsent(choice);
        // The banner goes with the button that had the keyboard: it moves to the page's heading, not the body.
        if (hadFocus) mainHeading()?.focus({ preventScroll: true });
      })
      .catch((error: unknown) => console.error('Consent could not be recorded', error));
  };

  const button =
    'min-h-[44px] flex-1 rounded border px-2 py-1 font-semibold disabled:cursor-wait focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';
  return (
    <section
      ref={banner}
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-title"
      aria-describedby="consent-description"
      data-nosnippet=""
      onPointerEnter={warmUp}
      onFocus={warmUp}
      className="consent-banner fixed bottom-1 left-1 right-1 z-40 max-h-[calc(100vh-1rem)] overflow-y-auto rounded-lg border border-line bg-page p-2 text-ink shadow-lg sm:right-auto sm:max-w-[26rem]"
    >
      <h2 id="consent-title" className="mb-1 text-lg font-bold">
        {t('title')}
      </h2>
      <p id="consent-description" className="mb-2 text-sm text-muted">
        {t('description')}{' '}
        <a href={privacyHref} className="text-link underline underline-offset-2">
          {t('privacy')}
        </a>
      </p>
      <div className="flex flex-wrap gap-1">
        {/* Equal weight: the same look for both answers (SPEC §4). */}
        <button type="button" disabled={!ready} onClick={() => decide('all')} className={`${button} border-brand bg-brand text-on-brand`}>
          {t('acceptAll')}
        </button>
        <button type="button" disabled={!ready} onClick={() => decide('necessary')} className={`${button} border-brand bg-brand text-on-brand`}>
          {t('rejectAll')}
        </button>
        <button
          type="button"
          disabled={!ready}
          aria-haspopup="dialog"
          onClick={() => decide('settings')}
          className={`${button} basis-full border-line bg-surface text-ink`}
        >
          {t('settings')}
        </button>
      </div>
    </section>
  );
}

/** The link-like button at the foot of every page that reopens the settings. */
export function ConsentSettingsButton() {
  const t = useTranslations('consent');
  return (
    <div className="mx-auto max-w-[1440px] px-2 pb-2">
      <button
        type="button"
        onClick={() =>
          void startConsent()
            .then(({ consent }) => consent.showConsentSettings())
            .catch((error: unknown) => console.error('Consent settings could not open', error))
        }
        className="min-h-6 text-sm text-link underline underline-offset-2"
      >
        {t('reopen')}
      </button>
    </div>
  );
}
