// Snowball stemming per language (snowball-stemmers: the reference algorithms ported to JS), on folded words.
import snowball from 'snowball-stemmers';
import type { Language } from '@/platform/i18n/locales';
import exceptions from './stem-exceptions.json' with { type: 'json' };

const algorithm: Record<Language, string> = { de: 'german', fr: 'french', nl: 'dutch' };

/** Stems are cached: catalogs repeat their words, and a query's words are usually catalog words. */
const CACHE_LIMIT = 100_000;
/** A stem shorter than this is too unspecific to merge words on ("ei" of "Eier"?): the word is kept as it is. */
export const MIN_STEM_LENGTH = 3;

const fixed: Record<Language, Readonly<Record<string, string>>> = { de: exceptions.de, fr: exceptions.fr, nl: exceptions.nl };

export interface Stemmer {
  stem(folded: string): string;
}

function germanLoanPlural(stem: string): string {
  // Snowball German keeps the -s plural of loan words ("Sofas", "Handys", "Fotos"): strip it after a, o, y.
  return stem.length >= 5 && /[aoy]s$/.test(stem) ? stem.slice(0, -1) : stem;
}

function germanElPlural(word: string): string {
  // Snowball German strips -en and -ern but not the -n of nouns in -el ("Pantoffeln", "Schüsseln", "Gabeln"), so
  // the plural would not meet its singular; the n goes before stemming.
  return word.length >= 6 && word.endsWith('eln') ? word.slice(0, -1) : word;
}

function dutchVowelPlural(word: string): string {
  // Snowball Dutch keeps an -s after a vowel ("koffiemachines", "televisies", "sofas"), so the plural would not
  // meet its singular; the s goes before stemming.
  // A long vowel or "oe" before the s belongs to a singular ("kussenhoes", "kaas"): that s stays.
  return word.length >= 5 && /[aeoy]s$/.test(word) && !/(oe|aa|ee|oo|uu)s$/.test(word) ? word.slice(0, -1) : word;
}

function dutchStemEnding(stem: string): string {
  // Snowball Dutch undoubles only kk, dd and tt, and keeps the z and v of plurals whose singular ends in s or f:
  // "koekenpannen" → "koekenpann", "kussenhoezen" → "kussenhoez", so neither met its singular ("koekenpan",
  // "kussenhoes"). Dutch spelling ends no word in a doubled consonant, z or v: they are plural stems.
  if (stem.length < 4) return stem;
  if (/([bcfglmnprs])\1$/.test(stem)) return stem.slice(0, -1);
  if (stem.endsWith('z')) return `${stem.slice(0, -1)}s`;
  if (stem.endsWith('v')) return `${stem.slice(0, -1)}f`;
  return stem;
}

/** The words with a fixed stem: known words, also as parts of compounds ("Ledersofa" → leder + sofa). */
export function exceptionWords(language: Language): string[] {
  return Object.keys(fixed[language]);
}

/** The fixed stem of a word or of a compound ending in one ("glattleder" → "glattleder", not "glattled"). */
function exceptionStem(table: Readonly<Record<string, string>>, folded: string): string | undefined {
  if (Object.hasOwn(table, folded)) return table[folded];
  for (const [word, stem] of Object.entries(table)) {
    if (folded.length - word.length >= 3 && folded.endsWith(word)) return folded.slice(0, -word.length) + stem;
  }
  return undefined;
}

function createStemmer(language: Language): Stemmer {
  const snowballStemmer = snowball.newStemmer(algorithm[language]);
  const cache = new Map<string, string>();
  return {
    stem(folded) {
      let stem = cache.get(folded);
      if (stem === undefined) {
        // Numbers and sizes ("38", "160x200") are kept as they are.
        // Words Snowball merges with unrelated ones ("leder" → "led") have their stem fixed as data.
        const exception = exceptionStem(fixed[language], folded);
        if (exception !== undefined) stem = exception;
        else if (/\d/.test(folded)) stem = folded;
        else {
          stem = snowballStemmer.stem(language === 'nl' ? dutchVowelPlural(folded) : language === 'de' ? germanElPlural(folded) : folded);
          if (language === 'de') stem = germanLoanPlural(stem);
          else if (language === 'nl') stem = dutchStemEnding(stem);
          if (stem.length < MIN_STEM_LENGTH && folded.length > stem.length) stem = folded;
        }
        if (cache.size >= CACHE_LIMIT) cache.clear();
        cache.set(folded, stem);
      }
      return stem;
    },
  };
}

const stemmers = new Map<Language, Stemmer>();

export function stemmerFor(language: Language): Stemmer {
  let stemmer = stemmers.get(language);
  if (!stemmer) {
    stemmer = createStemmer(language);
    stemmers.set(language, stemmer);
  }
  return stemmer;
}
