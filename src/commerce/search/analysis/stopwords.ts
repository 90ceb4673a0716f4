// Words that carry no product meaning, per language, in folded form (see fold.ts). Dropped from documents and
// queries; a query of nothing but these finds nothing rather than everything.
import type { Language } from '@/platform/i18n/locales';

const lists: Record<Language, string> = {
  de: 'der die das den dem des ein eine einen einem einer eines und oder mit ohne fur von vom zu zum zur im in am an auf aus bei als fuer ist sind wie uber ueber furs fuers ins ans beim kein keine keinen',
  fr: 'le la les l de des du d un une et ou pour avec sans en au aux a sur par dans est que qui sous chez',
  nl: 'de het een en of voor met zonder van in op aan bij te tot om uit is als boven onder naast geen',
};

const sets: Record<Language, ReadonlySet<string>> = {
  de: new Set(lists.de.split(' ')),
  fr: new Set(lists.fr.split(' ')),
  nl: new Set(lists.nl.split(' ')),
};

export function isStopword(language: Language, folded: string): boolean {
  return sets[language].has(folded);
}

/**
 * Prepositions that end the head of a product name: what comes after describes a feature or a use ("Entkalker für
 * Kaffeevollautomaten", "Détartrant pour machines à café", "Sneaker mit Memory-Foam"), not what the product is.
 */
const boundaries: Record<Language, ReadonlySet<string>> = {
  de: new Set(['mit', 'fur', 'fuer', 'ohne', 'aus', 'von', 'vom', 'zum', 'zur', 'in', 'im', 'uber', 'ueber', 'furs', 'fuers', 'ins', 'beim']),
  fr: new Set(['pour', 'avec', 'sans', 'a', 'en', 'de', 'd', 'du', 'des', 'sous', 'chez']),
  nl: new Set(['met', 'voor', 'zonder', 'van', 'in', 'op', 'uit', 'boven', 'onder', 'naast']),
};

export function endsNameHead(language: Language, folded: string): boolean {
  return boundaries[language].has(folded);
}

/**
 * Words that negate the next word ("BH ohne Bügel", "soutien-gorge sans armature", "beha zonder beugel"): it is not
 * asked for, and a product that is what it names is no answer.
 */
const negations: Record<Language, ReadonlySet<string>> = {
  de: new Set(['ohne', 'kein', 'keine', 'keinen']),
  fr: new Set(['sans']),
  nl: new Set(['zonder', 'geen']),
};

export function negatesNext(language: Language, folded: string): boolean {
  return negations[language].has(folded);
}
