// Snowball stemming per language (snowball-stemmers: the reference algorithms ported to JS), on folded words.
import snowball from 'snowball-stemmers';
import type { Language } from '@/platform/i18n/locales';

const algorithm: Record<Language, string> = { de: 'german', fr: 'french', nl: 'dutch' };

/** Stems are cached: catalogs repeat their words, and a query's words are usually catalog words. */
const CACHE_LIMIT = 100_000;

export interface Stemmer {
  stem(folded: string): string;
}

function germanLoanPlural(stem: string): string {
  // Snowball German keeps the -s plural of loan words ("Sofas", "Handys", "Fotos"): strip it after a, o, y.
  return stem.length >= 5 && /[aoy]s$/.test(stem) ? stem.slice(0, -1) : stem;
}

function dutchVowelPlural(word: string): string {
  // Snowball Dutch keeps an -s after a vowel ("koffiemachines", "televisies", "sofas"), so the plural would not
  // meet its singular; the s goes before stemming.
  return word.length >= 5 && /[aeoy]s$/.test(word) ? word.slice(0, -1) : word;
}

function createStemmer(language: Language): Stemmer {
  const snowballStemmer = snowball.newStemmer(algorithm[language]);
  const cache = new Map<string, string>();
  return {
    stem(folded) {
      let stem = cache.get(folded);
      if (stem === undefined) {
        // Numbers and sizes ("38", "160x200") are kept as they are.
        stem = /\d/.test(folded) ? folded : snowballStemmer.stem(language === 'nl' ? dutchVowelPlural(folded) : folded);
        if (language === 'de') stem = germanLoanPlural(stem);
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
