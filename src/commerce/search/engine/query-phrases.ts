// Neighbouring words of a term read as one before stop words are dropped: a shopper phrase of several words from the
// vocabulary data ("ohne Bügel" → Bralette, Sport-BH; "sans armatures"), whose stop word is part of what it says, and
// a stop word standing where the catalog writes the first part of a hyphenated word ("in ear" beside the catalog's
// On-Ear, Over-Ear): the shopper's own word for a type, not the preposition "in" and the "ear" of On-Ear.
import { isStopword } from '../analysis/stopwords';
import { MAX_PHRASE_WORDS, phraseKey } from '../analysis/synonyms';
import type { SearchIndex } from './search-index';

export interface ReadWord {
  original: string;
  folded: string;
  /** A shopper phrase: the catalog's phrasings it is searched through (and nothing else). */
  phrase?: readonly (readonly string[])[];
  /** Typed as two correct words: searched as written, never corrected into a catalog word (On-Ear for "in ear"). */
  asTyped?: boolean;
}

export function readTogether(index: SearchIndex, list: readonly ReadWord[]): ReadWord[] {
  const out: ReadWord[] = [];
  for (let i = 0; i < list.length; i++) {
    const phrase = phraseAt(index, list, i);
    if (phrase) {
      out.push({ ...joined(list.slice(i, i + phrase.length), ' '), phrase: phrase.targets });
      i += phrase.length - 1;
      continue;
    }
    const next = list[i + 1];
    if (next && isStopword(index.language, list[i]!.folded) && index.hyphenTails.has(next.folded)) {
      out.push({ ...joined([list[i]!, next], ''), asTyped: true });
      i++;
      continue;
    }
    out.push(list[i]!);
  }
  return out;
}

/** The longest phrase of the vocabulary data beginning at word `i`. */
function phraseAt(index: SearchIndex, list: readonly ReadWord[], i: number): { length: number; targets: readonly (readonly string[])[] } | null {
  if (index.phrases.size === 0) return null;
  for (let length = Math.min(MAX_PHRASE_WORDS, list.length - i); length >= 2; length--) {
    const targets = index.phrases.get(phraseKey(list.slice(i, i + length).map((w) => index.stemmer.stem(w.folded))));
    if (targets) return { length, targets };
  }
  return null;
}

/** Words as one: their folded forms joined by `by`, each original once ("soutien-gorge" gave two folded words). */
function joined(words: readonly ReadWord[], by: string): ReadWord {
  return { original: [...new Set(words.map((w) => w.original))].join(' '), folded: words.map((w) => w.folded).join(by) };
}
