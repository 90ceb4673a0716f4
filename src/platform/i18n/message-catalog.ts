// How the five locales' catalogs derive from the message files: de-DE is the source; de-AT and de-CH hold only
// their differences, de-CH derives the rest from de-DE with Swiss spelling; fr-CH and nl-NL are complete.
import { swissSpelling, type Locale } from './locales';

/**
 * In the Next.js build the catalogs arrive precompiled (next.config.ts): a message is then a string or an array of
 * compiled parts. Namespaces are plain objects either way.
 */
type Message = string | unknown[];
export type Tree = { [key: string]: Message | Tree };

const isNamespace = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

function mapText(value: unknown, fn: (s: string) => string): unknown {
  if (typeof value === 'string') return fn(value);
  if (Array.isArray(value)) return value.map((part) => mapText(part, fn));
  if (isNamespace(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapText(v, fn)]));
  return value;
}

function mapStrings(tree: Tree, fn: (s: string) => string): Tree {
  return mapText(tree, fn) as Tree;
}

export function deepMerge(base: Tree, overrides: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = out[key];
    out[key] = isNamespace(value) && isNamespace(current) ? deepMerge(current, value) : value;
  }
  return out;
}

export interface MessageFiles {
  'de-DE': Tree;
  'de-AT': Tree;
  'de-CH': Tree;
  'fr-CH': Tree;
  'nl-NL': Tree;
}

export function catalogFor(locale: Locale, files: MessageFiles): Tree {
  switch (locale) {
    case 'de-AT':
      return deepMerge(files['de-DE'], files['de-AT']);
    case 'de-CH':
      return deepMerge(mapStrings(files['de-DE'], swissSpelling), files['de-CH']);
    default:
      return files[locale];
  }
}
