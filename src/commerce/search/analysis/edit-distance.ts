// Typo tolerance: the optimal-string-alignment distance (Levenshtein plus swapping two neighbours, so "snaeker" is
// one edit from "sneaker"), computed only as far as the allowed maximum.

/** Edits allowed for a word of this length: none below 4 letters, one up to 7, two from 8. */
export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/** The distance, or max + 1 as soon as it is certain to exceed max. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  let before = new Array<number>(width);
  let previous = new Array<number>(width);
  let current = new Array<number>(width);
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < width; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  const distance = previous[b.length]!;
  return distance > max ? max + 1 : distance;
}
