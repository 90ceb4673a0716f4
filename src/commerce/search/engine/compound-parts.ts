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
