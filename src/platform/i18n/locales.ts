// The locales the platform speaks. Which tenant offers which is the tenant config's business.
export const locales = ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL'] as const;
export type Locale = (typeof locales)[number];

export const languages = ['de', 'fr', 'nl'] as const;
export type Language = (typeof languages)[number];

export const defaultLocale: Locale = 'de-DE';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function languageOf(locale: Locale): Language {
  return locale.slice(0, 2) as Language;
}

/** Swiss Standard German writes "ss" where German and Austrian German write "ß". */
export function swissSpelling(text: string): string {
  return text.replaceAll('ß', 'ss').replaceAll('ẞ', 'SS');
}
