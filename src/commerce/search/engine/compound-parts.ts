// Whether a piece of a word is a word the catalog knows: itself, or with a German or Dutch inflection ending off
// ("jacke" counts when the catalog has "Jacken", stem "jack").
const ENDINGS = ['e', 'n', 'en', 's', 'es', 'er'];

export function compoundPartTest(parts: ReadonlySet<string>): (piece: string) => boolean {
  return (piece) => {
    if (parts.has(piece)) return true;
    for (const ending of ENDINGS) {
      if (piece.length - ending.length >= 3 && piece.endsWith(ending) && parts.has(piece.slice(0, -ending.length))) return true;
    }
    return false;
  };
}
