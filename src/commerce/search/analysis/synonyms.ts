// Synonym groups per language (synonyms/<language>.json, one-word entries), as stems: a query word finds the
// products of every word of its group ("Turnschuhe" finds sneakers, "bank" finds sofas in Dutch).
import type { Language, Locale } from '@/platform/i18n/locales';
import de from './synonyms/de.json' with { type: 'json' };
import fr from './synonyms/fr.json' with { type: 'json' };
import nl from './synonyms/nl.json' with { type: 'json' };
import replacementsDe from './replacements/de.json' with { type: 'json' };
import replacementsFr from './replacements/fr.json' with { type: 'json' };
import replacementsNl from './replacements/nl.json' with { type: 'json' };
import { shopperClasses, shopperReplacements } from './shopper-words';
import { isStopword } from './stopwords';
import { foldText, words } from './fold';
import { stemmerFor } from './stemmer';

const groups: Record<Language, string[][]> = { de, fr, nl };
const replacementFiles: Record<Language, Record<string, string[]>> = {
  de: replacementsDe.replacements,
  fr: replacementsFr.replacements,
  nl: replacementsNl.replacements,
};
const confusionFiles: Record<Language, Record<string, string[]>> = {
  de: replacementsDe.confusions,
  fr: replacementsFr.confusions,
  nl: replacementsNl.confusions,
};

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

/** A shopper word's stem → the catalog's phrasings, each a list of stems that must all match ("jacke winter"). */
export type ReplacementMap = ReadonlyMap<string, readonly (readonly string[])[]>;

const replacementMaps = new Map<string, ReplacementMap>();

/**
 * The replacement file of a language (replacements/<language>.json) and the shopper vocabulary's one-way words
 * (shopper-words/<language>.json), as stems; with a locale, also the words only that country's shop reads so.
 */
export function replacementsFor(language: Language, locale?: Locale): ReplacementMap {
  const key = locale ?? language;
  let map = replacementMaps.get(key);
  if (!map) {
    map = buildReplacementMap(language, replacementEntries(language, locale));
    replacementMaps.set(key, map);
  }
  return map;
}

/**
 * Every one-way entry of a language (and locale): the replacement file's and the shopper vocabulary's, merged. A
 * shopper word's one-word target its synonym group already gives it ("Handy" → Smartphone) is left out: the same
 * postings walked twice cost time and count the product twice.
 */
export function replacementEntries(language: Language, locale?: Locale): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (word: string, targets: readonly string[]) => (out[word] = [...new Set([...(out[word] ?? []), ...targets])]);
  for (const [word, targets] of Object.entries(replacementFiles[language])) add(word, targets);
  const stemmer = stemmerFor(language);
  const synonyms = synonymsFor(language);
  const stemOf = (text: string) => {
    const parts = words(foldText(text));
    return parts.length === 1 ? stemmer.stem(parts[0]!) : null;
  };
  for (const [word, targets] of Object.entries(shopperReplacements(language, locale))) {
    const group = synonyms.get(stemOf(word) ?? '') ?? [];
    add(word, targets.filter((target) => !group.includes(stemOf(target) ?? '')));
  }
  return out;
}

const classMaps = new Map<Language, ReplacementMap>();

/**
 * Class words → the catalog phrasings of their members, as stems ("Oberteil" → T-Shirt, Bluse, Pullover …):
 * searched with less weight than the word itself and its replacements, so a broad word does not drown what it names.
 */
export function classesFor(language: Language): ReplacementMap {
  let map = classMaps.get(language);
  if (!map) classMaps.set(language, (map = buildReplacementMap(language, shopperClasses(language))));
  return map;
}

const beginnings = new Map<string, ReadonlyMap<string, readonly string[]>>();

/**
 * The replacement files' one-word entries as written words, folded: the stem of a shopper word → the catalog's words
 * for it ("kafi" → kaffee), to replace the beginning of a compound ("kafimaschine" → kaffeemaschine).
 */
export function replacementWordsFor(language: Language, locale?: Locale): ReadonlyMap<string, readonly string[]> {
  let map = beginnings.get(locale ?? language);
  if (!map) {
    const stemmer = stemmerFor(language);
    const out = new Map<string, string[]>();
    for (const [key, targets] of Object.entries(replacementEntries(language, locale))) {
      const keyWords = words(foldText(key));
      if (keyWords.length !== 1) continue;
      const single = targets.map((t) => words(foldText(t))).filter((w) => w.length === 1).map((w) => w[0]!);
      if (single.length > 0) out.set(stemmer.stem(keyWords[0]!), single);
    }
    beginnings.set(locale ?? language, (map = out));
  }
  return map;
}

export function buildReplacementMap(language: Language, entries: Readonly<Record<string, readonly string[]>>): ReplacementMap {
  const stemmer = stemmerFor(language);
  const stemsOf = (text: string) =>
    words(foldText(text))
      .filter((word) => !isStopword(language, word))
      .map((word) => stemmer.stem(word));
  const map = new Map<string, string[][]>();
  for (const [source, targets] of Object.entries(entries)) {
    // A key of several words ("ohne Bügel") is a phrase (phrasesFor), never its one content word ("Bügel").
    if (words(foldText(source)).length !== 1) continue;
    const key = stemsOf(source);
    if (key.length !== 1) continue;
    const list = map.get(key[0]!) ?? [];
    for (const target of targets) {
      const stems = stemsOf(target);
      // The source itself is searched anyway; a target equal to it adds nothing, and one listed twice (by two
      // spellings of the same shopper word) would count twice.
      const same = (other: readonly string[]) => other.length === stems.length && other.every((s, i) => s === stems[i]);
      if (stems.length > 0 && !(stems.length === 1 && stems[0] === key[0]) && !list.some(same)) list.push(stems);
    }
    map.set(key[0]!, list);
  }
  return map;
}

/**
 * Shopper phrases of several words → the catalog's phrasings (stems that must all match): the keys of several
 * words of the replacement files and the shopper vocabulary, such as "ohne Bügel" → Bralette, Sport-BH, or "sans
 * armatures". Keyed by the stems of all the phrase's words, stop words included, joined by a space (`phraseKey`):
 * "ohne" belongs to the phrase, which a one-word key, read without its stop words, cannot say.
 */
export type PhraseMap = ReadonlyMap<string, readonly (readonly string[])[]>;

const phraseMaps = new Map<string, PhraseMap>();

export function phrasesFor(language: Language, locale?: Locale): PhraseMap {
  const key = locale ?? language;
  let map = phraseMaps.get(key);
  if (!map) {
    const stemmer = stemmerFor(language);
    const out = new Map<string, string[][]>();
    for (const [source, targets] of Object.entries(replacementEntries(language, locale))) {
      const parts = words(foldText(source));
      if (parts.length < 2) continue;
      const phrasings = targets.map((t) => words(foldText(t)).filter((w) => !isStopword(language, w)).map((w) => stemmer.stem(w)));
      out.set(phraseKey(parts.map((w) => stemmer.stem(w))), phrasings.filter((stems) => stems.length > 0));
    }
    phraseMaps.set(key, (map = out));
  }
  return map;
}

/** The key of a phrase in a PhraseMap: its words' stems, in order. */
export function phraseKey(stems: readonly string[]): string {
  return stems.join(' ');
}

/** The most words a phrase has: the planner looks no further ahead. */
export const MAX_PHRASE_WORDS = 3;

/** A word's stem → stems of words that look like it but are not the real thing ("leder" → "lederimitat"). */
export type ConfusionMap = ReadonlyMap<string, readonly string[]>;

const confusionMaps = new Map<Language, ConfusionMap>();

export function confusionsFor(language: Language): ConfusionMap {
  let map = confusionMaps.get(language);
  if (!map) {
    const stemmer = stemmerFor(language);
    const stemOf = (word: string) => stemmer.stem(words(foldText(word))[0] ?? '');
    map = new Map(Object.entries(confusionFiles[language]).map(([word, others]) => [stemOf(word), others.map(stemOf)]));
    confusionMaps.set(language, map);
  }
  return map;
}

/**
 * Every one-word entry of the synonym and replacement files and the shopper vocabulary (a locale's own words with
 * it), as written and folded: known words for compounds and typos.
 */
export function synonymWords(language: Language, locale?: Locale): { original: string; folded: string }[] {
  const keys = [...Object.keys(replacementEntries(language, locale)), ...Object.keys(shopperClasses(language))];
  return [...groups[language].flat(), ...keys].flatMap((entry) => {
    const parts = words(foldText(entry));
    return parts.length === 1 ? [{ original: entry, folded: parts[0]! }] : [];
  });
}
