// Whether a piece of a word is a word the catalog knows: itself, or with a German or Dutch inflection ending off
// ("jacke" counts when the catalog has "Jacken", stem "jack").
const ENDINGS = ['e', 'n', 'en', 's', 'es', 'er'];

/**
 * `modifiersOnly`: parts known only as the first part of the catalog's compounds ("brat" of Bratpfanne): they may
 * begin a compound, never end one (a "Couchtisch" is not split on the "Tisch" learned from "Tischleuchte").
 */
export function compoundPartTest(parts: ReadonlySet<string>, modifiersOnly: ReadonlySet<string> = new Set()): (piece: string, head?: boolean) => boolean {
  const known = (key: string, head: boolean) => parts.has(key) && !(head && modifiersOnly.has(key));
  return (piece, head = false) => {
    if (known(piece, head)) return true;
    for (const ending of ENDINGS) {
      if (piece.length - ending.length >= 3 && piece.endsWith(ending) && known(piece.slice(0, -ending.length), head)) return true;
    }
    return false;
  };
}

/** A compound's modifier learned from the catalog needs this many letters, its head (a known part) this many. */
const MIN_MODIFIER = 3;
const MIN_LEARNED_HEAD = 4;

/**
 * The modifiers of the catalog's compounds that are no parts yet: the stem before the longest known part a word's
 * stem ends with ("brat" of Bratpfanne, "daunen" of Daunenjacke), though never written alone.
 */
export function learnModifiers(
  words: Iterable<string>,
  parts: ReadonlySet<string>,
  stem: (word: string) => string,
  isStopword: (word: string) => boolean,
): Set<string> {
  const learned = new Set<string>();
  for (const word of words) {
    if (/\d/.test(word)) continue;
    const stemmed = stem(word);
    for (let head = stemmed.length - MIN_MODIFIER; head >= MIN_LEARNED_HEAD; head--) {
      if (!parts.has(stemmed.slice(-head))) continue;
      const modifier = stemmed.slice(0, stemmed.length - head);
      if (!isStopword(modifier) && !parts.has(modifier)) learned.add(modifier);
      break;
    }
  }
  return learned;
}
