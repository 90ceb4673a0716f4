// Compounds as shoppers write them: apart ("Geschirr Set"), or ending in a shopper word the catalog writes
// otherwise ("Rollkragenpulli"). Used by the query planner before and instead of its own compound split.
import { canHaveCompounds } from '../analysis/decompound';
import type { ReadWord } from './query-phrases';
import type { SearchIndex } from './search-index';

export interface QueryWord extends ReadWord {
  weight: number;
}

/**
 * Two neighbouring words that make one word the catalog or the shopper-word files know are searched as that word
 * (a compound written apart: "Geschirr Set", "Flip Flops", "bett wäsche"); as a compound, its parts still match.
 */
export function joinWrittenApart(index: SearchIndex, list: QueryWord[]): QueryWord[] {
  const out: QueryWord[] = [];
  for (let i = 0; i < list.length; i++) {
    const here = list[i]!;
    const next = list[i + 1];
    if (next && !here.phrase && !next.phrase && !here.asTyped && !next.asTyped && !/\d/.test(here.folded + next.folded)) {
      const joined = here.folded + next.folded;
      const stem = index.stemmer.stem(joined);
      if (index.replacements.has(stem) || index.termIdOf.has(stem)) {
        out.push({ original: `${here.original} ${next.original}`, folded: joined, weight: here.weight });
        i++;
        continue;
      }
    }
    out.push(here);
  }
  return out;
}

/**
 * Catalog words for an unknown word that ends in a shopper word, with that ending replaced by the catalog's word
 * for it ("rollkragenpulli" → "rollkragenpullover", "wollpulli" → "wollpullover").
 */
export function replacedEnding(index: SearchIndex, folded: string): number[] {
  if (!canHaveCompounds(index.language)) return [];
  const found: (number | undefined)[] = [];
  for (let cut = 3; cut <= folded.length - 3; cut++) {
    const ending = index.stemmer.stem(folded.slice(cut));
    const targets = [
      ...(index.replacements.get(ending) ?? []).filter((t) => t.length === 1).map((t) => t[0]!),
      ...(index.synonyms.get(ending) ?? []),
    ];
    for (const target of targets) found.push(index.termIdOf.get(folded.slice(0, cut) + target));
    if (found.some((id) => id !== undefined)) break;
  }
  return unique(found);
}

function unique(ids: (number | undefined)[]): number[] {
  return [...new Set(ids.filter((id): id is number => id !== undefined))];
}
