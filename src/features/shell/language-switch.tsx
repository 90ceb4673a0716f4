'use client';
// For tenants with more than one language (ch: de-CH, fr-CH): links to the same page in the other language.
// The link carries ?lang=xx and the proxy redirects it to that language's URL of the same route, so the browser
// needs no copy of the routing table.
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { languageOf, type Locale } from '@/platform/i18n/locales';

const names: Record<string, string> = { de: 'Deutsch', fr: 'Français', nl: 'Nederlands' };

export function LanguageSwitch({ locales, current }: { locales: readonly [Locale, ...Locale[]]; current: Locale }) {
  const t = useTranslations('shell');
  const pathname = usePathname() ?? '/';
  if (locales.length < 2) return null;
  // Strip the current prefix: the proxy reads ?lang only when the path has none.
  const currentLanguage = languageOf(current);
  const unprefixed = pathname === `/${currentLanguage}` ? '/' : pathname.replace(new RegExp(`^/${currentLanguage}/`), '/');

  return (
    <ul className="flex items-center gap-1 text-sm" aria-label={t('language')}>
      {locales.map((locale) => {
        const language = languageOf(locale);
        const active = locale === current;
        return (
          <li key={locale}>
            <a
              href={`${unprefixed}?lang=${language}`}
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
