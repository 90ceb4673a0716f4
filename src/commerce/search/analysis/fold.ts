// Character folding and tokenising shared by indexing and querying: both sides must see the same words, so
// "Grün", "grun" and "GRÜN" meet, and so do "téléviseur" and "televiseur".

const COMBINING_MARKS = /\p{M}+/gu;
const LIGATURES: Record<string, string> = { ß: 'ss', ẞ: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd' };
const LIGATURE_PATTERN = /[ßẞæœøłđ]/g;
const WORD = /[\p{L}\p{N}]+/gu;

/** Lower case, no diacritics, ß → ss. Keeps every other character, so offsets of words stay meaningful. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(LIGATURE_PATTERN, (c) => LIGATURES[c] ?? c);
}

/** The words of a folded text: runs of letters and digits ("160x200" stays one word, "t-shirt" becomes two). */
export function words(folded: string): string[] {
  return folded.match(WORD) ?? [];
}

/** Words with their original spelling, for display (suggestions show "Sneaker", not "sneaker"). */
export function originalWords(text: string): string[] {
  return text.normalize('NFC').match(WORD) ?? [];
}
