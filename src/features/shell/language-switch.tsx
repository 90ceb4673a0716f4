'use client';
// For tenants with more than one language (ch: de-CH, fr-CH): links to the same page in the other language.
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { languageOf, type Locale } from '@/platform/i18n/locales';
import { buildPath, detectLocale, matchRoute } from '@/platform/routing/router';

const names: Record<string, string> = { de: 'Deutsch', fr: 'Français', nl: 'Nederlands' };

export function LanguageSwitch({ locales, current }: { locales: readonly [Locale, ...Locale[]]; current: Locale }) {
  const t = useTranslations('shell');
  const pathname = usePathname() ?? '/';
  if (locales.length < 2) return null;
  const detection = detectLocale(pathname, null, locales);
  const match = detection.kind === 'locale' ? matchRoute(detection.path, detection.locale) : null;
  const canTranslate = match && match.key !== '/content/[...path]';

  return (
    <ul className="flex items-center gap-1 text-sm" aria-label={t('language')}>
      {locales.map((locale) => {
        const language = languageOf(locale);
        const href = canTranslate ? buildPath(match.key, locale, locales, match.params) : buildPath('/', locale, locales);
        const active = locale === current;
        return (
          <li key={locale}>
            <a
              href={href}
              lang={locale}
              hrefLang={locale}
              aria-current={active ? 'true' : undefined}
              className={`inline-block min-h-6 min-w-6 rounded px-1 py-0.5 text-center uppercase ${active ? 'bg-brand font-bold text-on-brand no-underline' : ''}`}
            >
              <span aria-hidden="true">{language}</span>
              <span className="sr-only">{names[language]}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
