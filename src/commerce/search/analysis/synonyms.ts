// Synonym groups per language (synonyms/<language>.json, one-word entries), as stems: a query word finds the
// products of every word of its group ("Turnschuhe" finds sneakers, "bank" finds sofas in Dutch).
import type { Language } from '@/platform/i18n/locales';
import de from './synonyms/de.json' with { type: 'json' };
import fr from './synonyms/fr.json' with { type: 'json' };
import nl from './synonyms/nl.json' with { type: 'json' };
import { foldText, words } from './fold';
import { stemmerFor } from './stemmer';

const groups: Record<Language, string[][]> = { de, fr, nl };

export type SynonymMap = ReadonlyMap<string, readonly string[]>;

const maps = new Map<Language, SynonymMap>();

/** Each stem of a group → the other stems of its group. */
export function synonymsFor(language: Language): SynonymMap {
  let map = maps.get(language);
  if (!map) {
    map = buildSynonymMap(language, groups[language]);
    maps.set(language, map);
  }
  return map;
}

export function buildSynonymMap(language: Language, entries: readonly (readonly string[])[]): SynonymMap {
  const stemmer = stemmerFor(language);
  const map = new Map<string, string[]>();
  for (const group of entries) {
    const stems = [
      ...new Set(
        group.flatMap((entry) => {
          const parts = words(foldText(entry));
          return parts.length === 1 ? [stemmer.stem(parts[0]!)] : [];
        }),
      ),
    ];
    for (const stem of stems) {
      const others = stems.filter((s) => s !== stem);
      map.set(stem, [...new Set([...(map.get(stem) ?? []), ...others])]);
    }
  }
  return map;
}

/** Every one-word entry of the synonym files, as written and folded: known words for compounds and typos. */
export function synonymWords(language: Language): { original: string; folded: string }[] {
  return groups[language].flat().flatMap((entry) => {
    const parts = words(foldText(entry));
    return parts.length === 1 ? [{ original: entry, folded: parts[0]! }] : [];
  });
}
