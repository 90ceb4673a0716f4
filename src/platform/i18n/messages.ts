// Message catalogs per locale. de-DE is the source; de-AT and de-CH hold only their differences, and de-CH
// derives the rest from de-DE with Swiss spelling. fr-CH and nl-NL are complete catalogs of their own.
import deDE from '@messages/de-DE.json' with { type: 'json' };
import deAT from '@messages/de-AT.json' with { type: 'json' };
import deCH from '@messages/de-CH.json' with { type: 'json' };
import frCH from '@messages/fr-CH.json' with { type: 'json' };
import nlNL from '@messages/nl-NL.json' with { type: 'json' };
import { swissSpelling, type Locale } from './locales';

export type Messages = typeof deDE;
type Tree = { [key: string]: string | Tree };

function mapStrings(tree: Tree, fn: (s: string) => string): Tree {
  return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, typeof v === 'string' ? fn(v) : mapStrings(v, fn)]));
}

export function deepMerge(base: Tree, overrides: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return out;
}

const catalogs: Record<Locale, () => Tree> = {
  'de-DE': () => deDE,
  'de-AT': () => deepMerge(deDE, deAT as Tree),
  'de-CH': () => deepMerge(mapStrings(deDE, swissSpelling), deCH as Tree),
  'fr-CH': () => frCH,
  'nl-NL': () => nlNL,
};

const cache = new Map<Locale, Messages>();

export function messagesFor(locale: Locale): Messages {
  let messages = cache.get(locale);
  if (!messages) {
    messages = catalogs[locale]() as Messages;
    cache.set(locale, messages);
  }
  return messages;
}
