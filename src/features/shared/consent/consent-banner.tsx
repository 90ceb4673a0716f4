'use client';
// The consent banner (SPEC §4), loaded after the page is interactive so it costs the first load nothing, plus a
// button that reopens its settings. Accept all and reject all are equally prominent.
import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
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

export function ConsentBanner({ privacyHref }: { privacyHref: string }) {
  const t = useTranslations('consent');
  const locale = useLocale();
  const language = locale.slice(0, 2);
  const texts = Object.fromEntries(keys.map((k) => [k, t(k)])) as ConsentMessages;
  const textsKey = JSON.stringify(texts);

  useEffect(() => {
    let cancelled = false;
    const load = () =>
      import('./run-consent').then((m) => {
        if (!cancelled)
          void m.runConsent({ language, texts: JSON.parse(textsKey) as ConsentMessages, privacyHref });
      });
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => void load());
    return () => {
      cancelled = true;
    };
  }, [language, textsKey, privacyHref]);

  return (
    <div className="mx-auto max-w-[1440px] px-2 pb-2">
      <button
        type="button"
        onClick={() => void import('./run-consent').then((m) => m.showConsentSettings())}
        className="min-h-6 text-sm text-link underline underline-offset-2"
      >
        {t('reopen')}
      </button>
    </div>
  );
}
