// The catalog's own words (from names, brands, categories, colours, details) in folded form, sorted for prefix
// look-ups, with how many products use each, its stem, and its most common spelling for display.
import { allowedEdits, boundedDistance } from '../analysis/edit-distance';

export interface Vocabulary {
  /** Folded words, sorted. */
  words: string[];
  stems: string[];
  /** Number of products whose strong fields use the word. */
  df: Int32Array;
  display: string[];
  /** Word numbers by first letter, for typo look-ups (a typo in the first letter is rare and costly to search). */
  byFirstLetter: ReadonlyMap<string, Int32Array>;
  /** The distinct stems written backwards, sorted: compound heads by suffix ("schrank" → "kleiderschrank"). */
  reversedStems: string[];
  /**
   * The words written backwards, sorted, and their word numbers: compound heads by the written word, where the stem
   * of the compound differs from the head's ("ketting" → "schakelketting", stemmed "schakelket" in Dutch; "teller",
   * whose stem "tell" is no part of "pastateller").
   */
  reversedWords: string[];
  reversedWordIndex: Int32Array;
  /**
   * 1 for a word only ever used as a model name ("Föhr", "Flux"): no typo is corrected into one ("föhn" is no bed
   * Föhr, "flur" no washing machine Flux).
   */
  modelOnly: Uint8Array;
}

export class VocabularyBuilder {
  private readonly entries = new Map<string, { stem: string; df: number; lastDoc: number; spellings: Map<string, number>; other: boolean }>();

  /** Records a use of a word in product `doc` (counted once per product); `asModel`: in a model name. */
  add(folded: string, stem: string, original: string, doc: number, asModel = false): void {
    let entry = this.entries.get(folded);
    if (!entry) this.entries.set(folded, (entry = { stem, df: 0, lastDoc: -1, spellings: new Map(), other: false }));
    if (!asModel) entry.other = true;
    if (entry.lastDoc !== doc) {
      entry.df += 1;
      entry.lastDoc = doc;
      entry.spellings.set(original, (entry.spellings.get(original) ?? 0) + 1);
    }
  }

  /** A word no product uses but a query may (a synonym): known for typo correction, with no products of its own. */
  addKnown(folded: string, stem: string, original: string): void {
    const entry = this.entries.get(folded);
    if (entry) entry.other = true;
    else this.entries.set(folded, { stem, df: 0, lastDoc: -1, spellings: new Map([[original, 1]]), other: true });
  }

  build(): Vocabulary {
    const words = [...this.entries.keys()].sort();
    const stems: string[] = [];
    const df = new Int32Array(words.length);
    const modelOnly = new Uint8Array(words.length);
    const display: string[] = [];
    const letters = new Map<string, number[]>();
    words.forEach((word, i) => {
      const entry = this.entries.get(word)!;
      stems.push(entry.stem);
      df[i] = entry.df;
      modelOnly[i] = entry.other ? 0 : 1;
      display.push(mostCommon(entry.spellings) ?? word);
      const first = word[0]!;
      let list = letters.get(first);
      if (!list) letters.set(first, (list = []));
      list.push(i);
    });
    const byFirstLetter = new Map([...letters].map(([letter, list]) => [letter, Int32Array.from(list)]));
    const reversedStems = [...new Set(stems)].map(reverse).sort();
    const byReversed = words.map((word, i) => [reverse(word), i] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const reversedWords = byReversed.map(([word]) => word);
    const reversedWordIndex = Int32Array.from(byReversed.map(([, i]) => i));
    return { words, stems, df, display, byFirstLetter, reversedStems, reversedWords, reversedWordIndex, modelOnly };
  }
}

function mostCommon(counts: Map<string, number>): string | undefined {
  let best: string | undefined;
  let bestCount = -1;
  for (const [spelling, count] of counts) {
    if (count > bestCount) [best, bestCount] = [spelling, count];
  }
  return best;
}

const reverse = (text: string) => Array.from(text).reverse().join('');

/** Word numbers [from, to) of the words starting with prefix. */
export function prefixRange(vocabulary: Vocabulary, prefix: string): [number, number] {
  return sortedPrefixRange(vocabulary.words, prefix);
}

function sortedPrefixRange(words: readonly string[], prefix: string): [number, number] {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  // Prefix ranges of real input are short; a linear walk beats a second search on the sentinel.
  while (end < words.length && words[end]!.startsWith(prefix)) end++;
  return [lo, end];
}

/** The `limit` most used words starting with prefix, most used first. */
export function completions(vocabulary: Vocabulary, prefix: string, limit: number): number[] {
  const [from, to] = prefixRange(vocabulary, prefix);
  const best: number[] = [];
  for (let i = from; i < to; i++) {
    if (best.length < limit) {
      best.push(i);
      best.sort((a, b) => vocabulary.df[b]! - vocabulary.df[a]!);
    } else if (vocabulary.df[i]! > vocabulary.df[best[limit - 1]!]!) {
      best[limit - 1] = i;
      best.sort((a, b) => vocabulary.df[b]! - vocabulary.df[a]!);
    }
  }
  return best;
}

/** Stems that end with `stem` after at least `minModifier` more letters: the compounds whose head it is. */
export function compoundsEndingWith(vocabulary: Vocabulary, stem: string, minModifier = 3, limit = 24): string[] {
  const reversed = reverse(stem);
  const [from, to] = sortedPrefixRange(vocabulary.reversedStems, reversed);
  const out: string[] = [];
  for (let i = from; i < to && out.length < limit; i++) {
    const candidate = vocabulary.reversedStems[i]!;
    if (candidate.length - reversed.length >= minModifier) out.push(reverse(candidate));
  }
  return out;
}

/** Stems of the words that end with the written word `folded` after at least `minModifier` more letters. */
export function stemsOfWordsEndingWith(vocabulary: Vocabulary, folded: string, minModifier = 3, limit = 24): string[] {
  const reversed = reverse(folded);
  const [from, to] = sortedPrefixRange(vocabulary.reversedWords, reversed);
  const out = new Set<string>();
  for (let i = from; i < to && out.size < limit; i++) {
    if (vocabulary.reversedWords[i]!.length - reversed.length >= minModifier) out.add(vocabulary.stems[vocabulary.reversedWordIndex[i]!]!);
  }
  return [...out];
}

/**
 * Words within the allowed edits of `word`, at the smallest distance found, most used first. `byStem`: `word` is a
 * stem, compared with the words' stems — a typo in an inflected form ("pantolleten", stem "pantollet") meets the
 * catalog's word by its stem ("Pantolette", "pantolett") when the written forms are too far apart.
 */
export function typoMatches(vocabulary: Vocabulary, word: string, limit = 4, { asPrefix = false, byStem = false } = {}): number[] {
  const max = allowedEdits(word.length);
  if (max === 0) return [];
  const candidates = new Set<number>();
  for (const letter of new Set([word[0]!, word[1] ?? ''])) {
    for (const i of vocabulary.byFirstLetter.get(letter) ?? []) candidates.add(i);
  }
  let bestDistance = max + 1;
  let found: number[] = [];
  for (const i of candidates) {
    if (vocabulary.modelOnly[i] === 1) continue;
    // As a prefix: the typed word against the start of each word ("snaek" is one edit from "sneak…").
    const candidate = byStem ? vocabulary.stems[i]! : asPrefix ? vocabulary.words[i]!.slice(0, word.length) : vocabulary.words[i]!;
    if (Math.abs(candidate.length - word.length) > Math.min(max, bestDistance)) continue;
    const distance = boundedDistance(word, candidate, Math.min(max, bestDistance));
    if (distance === 0 || distance > max) continue;
    if (distance < bestDistance) [bestDistance, found] = [distance, [i]];
    else if (distance === bestDistance) found.push(i);
  }
  return found.sort((a, b) => vocabulary.df[b]! - vocabulary.df[a]!).slice(0, limit);
}
