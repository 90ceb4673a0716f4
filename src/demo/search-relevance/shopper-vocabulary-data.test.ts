// The search's word data (analysis/synonyms, replacements and the shopper vocabulary of decision 0059) against the
// demo catalog: every catalog phrasing a shopper word leads to must be words the catalog of its language writes, or
// the engine drops the entry without a word (a typo such as "kühlschank" in the data would never match anything).
import { describe, expect, it } from 'vitest';
import { foldText, words } from '@/commerce/search/analysis/fold';
import { shopperWordFile } from '@/commerce/search/analysis/shopper-words';
import { isStopword } from '@/commerce/search/analysis/stopwords';
import { stemmerFor } from '@/commerce/search/analysis/stemmer';
import { MAX_PHRASE_WORDS, phraseKey, phrasesFor, replacementEntries } from '@/commerce/search/analysis/synonyms';
import { buildSearchIndex } from '@/commerce/search/engine/build-search-index';
import type { SearchIndex } from '@/commerce/search/engine/search-index';
import type { TenantKey } from '@/commerce/tenant/tenants';
import { languageOf, type Language, type Locale } from '@/platform/i18n/locales';
import deReplacements from '@/commerce/search/analysis/replacements/de.json' with { type: 'json' };
import frReplacements from '@/commerce/search/analysis/replacements/fr.json' with { type: 'json' };
import nlReplacements from '@/commerce/search/analysis/replacements/nl.json' with { type: 'json' };
import deSynonyms from '@/commerce/search/analysis/synonyms/de.json' with { type: 'json' };
import frSynonyms from '@/commerce/search/analysis/synonyms/fr.json' with { type: 'json' };
import nlSynonyms from '@/commerce/search/analysis/synonyms/nl.json' with { type: 'json' };
import { seededSnapshot } from './seeded-snapshot';

const PRODUCTS = 2000;
const shops: [Locale, TenantKey][] = [['de-DE', 'de'], ['de-AT', 'at'], ['de-CH', 'ch'], ['fr-CH', 'ch'], ['nl-NL', 'nl']];
const synonymFiles: Record<Language, string[][]> = { de: deSynonyms, fr: frSynonyms, nl: nlSynonyms };
const confusionFiles: Record<Language, Record<string, string[]>> = {
  de: deReplacements.confusions,
  fr: frReplacements.confusions,
  nl: nlReplacements.confusions,
};

const indexes = new Map<Locale, SearchIndex>();
function indexFor(locale: Locale, tenant: TenantKey): SearchIndex {
  if (!indexes.has(locale)) indexes.set(locale, buildSearchIndex(seededSnapshot(tenant, locale, PRODUCTS)));
  return indexes.get(locale)!;
}

/** The words of a phrasing the catalog does not write (through the word itself or a synonym of it). */
function missingWords(index: SearchIndex, phrasing: string): string[] {
  return words(foldText(phrasing))
    .filter((word) => !isStopword(index.language, word))
    .filter((word) => {
      const stem = index.stemmer.stem(word);
      return !index.termIdOf.has(stem) && !(index.synonyms.get(stem) ?? []).some((s) => index.termIdOf.has(s));
    });
}

describe.each(shops)('the word data of %s', (locale, tenant) => {
  const language = languageOf(locale);

  it('leads every shopper word (replacements and the shopper vocabulary, the shop’s regional words included) to words the catalog writes', () => {
    const index = indexFor(locale, tenant);
    const dead = Object.entries(replacementEntries(language, locale)).flatMap(([word, targets]) =>
      targets.filter((target) => missingWords(index, target).length > 0).map((target) => `${word} → ${target} (${missingWords(index, target).join(', ')})`),
    );
    expect(dead).toEqual([]);
  });

  it('leads every class word to words the catalog writes', () => {
    const index = indexFor(locale, tenant);
    const dead = Object.values(shopperWordFile(language).sections).flatMap((section) =>
      Object.entries(section).filter(([target, entry]) => entry.within && missingWords(index, target).length > 0).map(([target]) => target),
    );
    expect(dead).toEqual([]);
  });

  it('has at least one word the catalog writes in every synonym group, and known confusions the catalog writes', () => {
    const index = indexFor(locale, tenant);
    const empty = synonymFiles[language].filter((group) => group.every((word) => missingWords(index, word).length > 0));
    expect(empty).toEqual([]);
    const confusions = Object.values(confusionFiles[language]).flat().filter((word) => missingWords(index, word).length > 0);
    expect(confusions).toEqual([]);
  });
});

describe('the shopper vocabulary files', () => {
  it.each(['de', 'fr', 'nl'] as const)(
    '%s: every shopper word is one word once folded, or a phrase with a stop word of at most MAX_PHRASE_WORDS words ("ohne Bügel"); every class word one word; every region a shop of the language',
    (language) => {
      const regions = new Set(shops.map(([locale]) => locale).filter((locale) => languageOf(locale) === language));
      // Two words without a stop word are written joined: the engine searches neighbouring words that make a known word as that word.
      const phrase = (list: string[]) => list.length >= 2 && list.length <= MAX_PHRASE_WORDS && list.some((w) => isStopword(language, w));
      const problems: string[] = [];
      for (const section of Object.values(shopperWordFile(language).sections)) {
        for (const [target, entry] of Object.entries(section)) {
          for (const [key, list] of Object.entries(entry)) {
            if (key !== 'say' && key !== 'within' && !regions.has(key as Locale)) problems.push(`${target}: unknown key ${key}`);
            for (const word of list ?? []) {
              const folded = words(foldText(word));
              if (folded.length !== 1 && (key === 'within' || !phrase(folded))) problems.push(`${target}: "${word}"`);
            }
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(['de', 'fr', 'nl'] as const)('%s: every phrase of several words is read as a phrase with its phrasings', (language) => {
    const phrases = phrasesFor(language);
    const phraseKeys = Object.keys(replacementEntries(language)).filter((key) => words(foldText(key)).length > 1);
    expect(phraseKeys.length).toBeGreaterThan(0);
    expect(phraseKeys.filter((key) => (phrases.get(phraseKey(words(foldText(key)).map((w) => stemmerFor(language).stem(w)))) ?? []).length === 0)).toEqual([]);
  });
});
