// The head of a term: its first word before any preposition that names a product type — "Kissen" in "Kissen für
// die Couch", "machine" in "machine à café grain", "koffiemachine" in "koffiemachine bonen". It is what the shopper
// wants; the other words qualify it. Partial answers rank the products of the head's type first (match-partial.ts),
// and strict matches of another type that have the head word only from the category they are sold in (the beans in
// the machines' category) give way to the head's type (run-search.ts).
import type { Language } from '@/platform/i18n/locales';
import { foldText, words } from '../analysis/fold';
import { isStopword } from '../analysis/stopwords';
import type { Clause, QueryPlan } from './plan-query';
import type { SearchIndex } from './search-index';

/** The noun a text is about: its first word in French ("Machine à café"), its last in German and Dutch. */
export function headWord(language: Language, text: string): string | undefined {
  const list = words(foldText(text)).filter((word) => !isStopword(language, word) && !/\d/.test(word));
  return language === 'fr' ? list[0] : list[list.length - 1];
}

/** The head clause of a term of two words or more, or null (one word, or no word before a preposition names a type). */
export function headClause(index: SearchIndex, plan: QueryPlan): Clause | null {
  if (plan.clauses.length < 2) return null;
  for (const clause of plan.clauses) {
    // Clauses keep the term's order: the first one in a preposition's tail ends the head.
    if (clause.weight !== 1) return null;
    if (clause.alternatives.some((a) => a.groups[a.groups.length - 1]!.some((id) => index.productTypeTerms.has(id)))) return clause;
  }
  return null;
}

/**
 * A test for strict matches sold beside the head's type rather than of it: in a category named after the head
 * ("Koffiemachines", "Machines à café"), of a type whose head noun another word of the term names ("bonen" of
 * Koffiebonen, "café" of Café en grains), and with no head word in their name (a descaler "für Kaffeevollautomaten"
 * names what it is for, and is what "Kaffeevollautomat Entkalker" asks for). A running shoe in the "Baskets" is
 * none ("running" names no type's head noun), nor an "Ausziehtisch" in the "Esstische" for "Esstisch ausziehbar".
 */
export function besideHeadTest(index: SearchIndex, plan: QueryPlan, head: Clause): (doc: number) => boolean {
  const terms = new Set(head.alternatives.flatMap((a) => a.groups.flat()));
  const others = new Set(plan.clauses.filter((c) => c !== head).flatMap((c) => c.alternatives.filter((a) => a.groups.length === 1).flatMap((a) => a.groups[0]!)));
  const noun = headWord(index.language, head.original) ?? '';
  return (doc) => {
    const type = index.typeHead[doc]!;
    return terms.has(index.categoryHead[doc]!) && others.has(index.termIdOf.get(index.stemmer.stem(type)) ?? -1) && !sameNoun(type, noun) && !nameHasAny(index, doc, terms);
  };
}

/** Letters two compounds' endings must share to have the same head noun ("Ausziehtisch", "Esstisch"). */
const SHARED_NOUN = 4;

function sameNoun(a: string, b: string): boolean {
  let shared = 0;
  while (shared < a.length && shared < b.length && a[a.length - 1 - shared] === b[b.length - 1 - shared]) shared++;
  return shared >= SHARED_NOUN;
}

function nameHasAny(index: SearchIndex, doc: number, terms: ReadonlySet<number>): boolean {
  for (let i = index.nameStart[doc]!; i < index.nameStart[doc + 1]!; i++) if (terms.has(index.nameTerms[i]!)) return true;
  return false;
}
