// Where the chat bot is offered (SPEC §2): on the service-help pages of the visitor's language, behind the `chatBot`
// flag, except the five excluded sections and everything below them — shopping benefits, newsletter sign-up and
// unsubscribe, sustainability and "about us" (which holds the imprint and the privacy notice).
import type { Flags } from '@/commerce/tenant/flags';
import { languageOf, swissSpelling, type Language, type Locale } from '@/platform/i18n/locales';
import { slugPattern } from '@/platform/routing/router';

/** Excluded sections the routing table names: their slugs come from there, so a renamed slug stays excluded. */
const excludedRoutes = ['/service/newsletter/subscribe', '/service/newsletter/unsubscribe', '/legal/imprint'] as const;

/**
 * Excluded sections without a route of their own (CMS pages only), as slugs below the service section. "About us"
 * is the parent of the imprint, so it is taken from the imprint's route ('/legal/imprint' minus its last segment).
 */
const excludedSlugs: Record<Language, readonly string[]> = {
  de: ['shopping-vorteile', 'nachhaltigkeit'],
  fr: ['avantages-shopping', 'durabilite'],
  nl: ['shoppingvoordelen', 'duurzaamheid'],
};

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The excluded sections of a locale as segment lists below the root ('service-hilfe/ueber-uns', …). */
export function excludedSections(locale: Locale): string[][] {
  const service = segmentsOf(slugPattern('/service', locale));
  const fromRoutes = excludedRoutes.map((route) => {
    const segments = segmentsOf(slugPattern(route, locale));
    return route === '/legal/imprint' ? segments.slice(0, -1) : segments;
  });
  const spell = (slug: string) => (locale === 'de-CH' ? swissSpelling(slug) : slug);
  const fromSlugs = excludedSlugs[languageOf(locale)].map((slug) => [...service, spell(slug)]);
  return [...fromRoutes, ...fromSlugs];
}

const startsWith = (path: readonly string[], prefix: readonly string[]) =>
  prefix.length <= path.length && prefix.every((segment, i) => path[i] === segment);

/** Whether a public path (segments without the locale prefix) lies in the service-help area where the bot is shown. */
export function chatBotShownOn(flags: Flags, locale: Locale, path: readonly string[]): boolean {
  if (!flags.chatBot) return false;
  const segments = path.map((s) => s.toLowerCase()).filter(Boolean);
  if (!startsWith(segments, segmentsOf(slugPattern('/service', locale)))) return false;
  return !excludedSections(locale).some((section) => startsWith(segments, section));
}
