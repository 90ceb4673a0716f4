// How place names are compared: lower case, no diacritics, ß → ss, apostrophes and hyphens as spaces. A second
// key also folds the German transliterations (ae, oe, ue), so "Koeln" and "Zuerich" find Köln and Zürich.
export function foldPlace(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/['’\-.()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const foldTransliteration = (folded: string) =>
  folded.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u');
