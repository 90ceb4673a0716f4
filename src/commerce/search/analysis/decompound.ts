// Splits German and Dutch compounds against the catalog's own vocabulary: "damenschuhe" → damen + schuhe,
// "kaffeevollautomat" → kaffee + vollautomat, "arbeitsschuhe" → arbeit + (s) + schuhe. French has none to split.
import type { Language } from '@/platform/i18n/locales';

/** Linking elements (Fugenelemente) that may sit between two parts. */
const LINKS: Record<Language, readonly string[]> = { de: ['s', 'es'], nl: ['s', 'e'], fr: [] };

export const MIN_PART_LENGTH = 3;
const MIN_WORD_LENGTH = 6;
const MAX_WORD_LENGTH = 40;
const MAX_PARTS = 4;

export function canHaveCompounds(language: Language): boolean {
  return language !== 'fr';
}

interface Step {
  cost: number;
  from: number;
  /** End of the part itself; the link (if any) runs from here to the step's position. */
  partEnd: number;
}

/**
 * The split of a folded word into known parts with the fewest parts (then the fewest links), or null when the word
 * is short or no split covers it. `isPart` says whether a piece is a word the catalog knows (as the compound's head when `head`).
 */
export function splitCompound(word: string, language: Language, isPart: (piece: string, head?: boolean) => boolean): string[] | null {
  if (!canHaveCompounds(language) || word.length < MIN_WORD_LENGTH || word.length > MAX_WORD_LENGTH) return null;
  const n = word.length;
  const steps: (Step | undefined)[] = new Array(n + 1);
  steps[0] = { cost: 0, from: -1, partEnd: 0 };
  for (let start = 0; start < n; start++) {
    const here = steps[start];
    if (!here || here.cost >= MAX_PARTS * 10) continue;
    for (let end = start + MIN_PART_LENGTH; end <= n; end++) {
      // A part must not swallow the whole word: a compound has two parts at least.
      if (start === 0 && end === n) break;
      if (!isPart(word.slice(start, end), end === n)) continue;
      offer(steps, end, { cost: here.cost + 10, from: start, partEnd: end });
      if (end === n) continue;
      for (const link of LINKS[language]) {
        if (word.startsWith(link, end) && end + link.length < n) {
          offer(steps, end + link.length, { cost: here.cost + 11, from: start, partEnd: end });
        }
      }
    }
  }
  const last = steps[n];
  if (!last) return null;
  const parts: string[] = [];
  let position = n;
  let step: Step | undefined = last;
  while (step && step.from >= 0) {
    parts.unshift(word.slice(step.from, step.partEnd));
    position = step.from;
    step = steps[position];
  }
  return parts.length >= 2 ? parts : null;
}

function offer(steps: (Step | undefined)[], at: number, step: Step): void {
  const current = steps[at];
  if (!current || step.cost < current.cost) steps[at] = step;
}
