// Turns a normalised term into clauses against the index: one clause per word, each a list of alternative ways
// to match it: the word's stem, its synonyms, its compound parts, and only when none of those exist a typo
// correction or a completion. Every clause must match (AND); a word that matches nothing at all is dropped and
// reported as a correction ("sneaker xyzzy" searches "sneaker").
import { canHaveCompounds, splitCompound } from '../analysis/decompound';
import { allowedEdits, boundedDistance } from '../analysis/edit-distance';
import { foldText, originalWords, words } from '../analysis/fold';
import { endsNameHead, isStopword, negatesNext } from '../analysis/stopwords';
import { replacementWordsFor } from '../analysis/synonyms';
import { compoundPartTest } from './compound-parts';
import type { SearchIndex } from './search-index';
import { completions, compoundsEndingWith, stemsOfWordsEndingWith, typoMatches } from './vocabulary';
import { readTogether } from './query-phrases';
import { joinWrittenApart, replacedEnding } from './written-compounds';

export interface Alternative {
  /** Every group must match (compound parts); a group matches through any of its stems (a word and its synonyms). */
  groups: number[][];
  boost: number;
  /**
   * An expansion (synonym, compound head, completion) counts with the rarity of the word the shopper typed, not its
   * own: "bank" must not rank an "Eetbank" first just because that word is rare.
   */
  idfCap?: number;
}

export interface Clause {
  /** The word as the shopper typed it, and as searched (a typo's correction). */
  original: string;
  spelling: string;
  /** Matched through a typo correction or a completion guessed for an unknown word. */
  corrected: boolean;
  /**
   * How much of the term the word carries when only part of the term matches: its rarity, doubled for a word
   * naming a product type ("Sofa" in "Leder Sofa": a leather sneaker is no answer, a fabric sofa is a near one).
   */
  idf: number;
  alternatives: Alternative[];
  /** Term numbers of known confusions ("Lederimitat" for "Leder"): products with them rank after the real thing. */
  confusions: number[];
  /** Postings to walk, to evaluate the cheapest clause first. */
  cost: number;
  /** 1, or less for a word after a preposition ("grain" in "machine à café grain"): a detail of what is asked. */
  weight: number;
  /** The catalog has the word itself (not only its parts, synonyms or corrections). */
  known?: boolean;
}

export interface QueryPlan {
  clauses: Clause[];
  /** The term numbers of a term of two or more words, to find it as a phrase in product names. */
  phrase: Int32Array | null;
  /** The term as searched: corrected words replaced, unmatched words left out. */
  term: string;
  correctedFrom: string | null;
  /** Words the catalog does not know at all, as typed: no product matches the whole term. */
  unmatched: string[];
  /** The normalised term as typed. */
  typed: string;
  /**
   * Term numbers of words the shopper negated ("BH ohne Bügel"): a product these say what it is or how it is
   * (evidence ≥ 2) is no answer.
   */
  excluded: number[];
}

const BOOST = { exact: 1, synonym: 0.9, replacement: 0.9, broader: 0.6, compound: 0.9, head: 0.8, completion: 0.8, typo: 0.7, fallbackCompletion: 0.6 };
/** A compound head shorter than this is too unspecific to look for at the end of words ("hos" of Hosen). */
const MIN_HEAD_STEM = 4;
const COMPLETIONS = 8;
/**
 * An unknown word is taken as the beginning of a catalog word only from this length: "velo" (a bicycle in
 * Switzerland) is no "Veloursleder".
 */
const MIN_GUESSED_PREFIX = 5;
const TAIL_WEIGHT = 0.6;
/** A typo is looked up by its stem from this stem length (two edits allowed): "fiets" is no "fit". */
const MIN_STEM_TYPO = 8;

export interface PlanOptions {
  /** Suggestions: the last word is still being typed, so it also matches as the start of a word. */
  prefixLast?: boolean;
}

export function planQuery(index: SearchIndex, term: string, { prefixLast = false }: PlanOptions = {}): QueryPlan {
  const isPart = partTest(index);
  const all = originalWords(term).flatMap((original) => words(foldText(original)).map((folded) => ({ original, folded })));
  const read = readTogether(index, all);
  // Words after a preposition describe what the shopper wants it for or with ("machine à café", "Entkalker für
  // Kaffeevollautomat"): they must match, but count less than the head.
  let inTail = false;
  // A negated word ("ohne Bügel", "sans armature", "zonder beugel") is not searched: it excludes.
  let negateNext = false;
  const negated: string[] = [];
  const meaningful = joinWrittenApart(
    index,
    read.flatMap((w) => {
      if (w.phrase || w.asTyped) return [{ ...w, weight: inTail ? TAIL_WEIGHT : 1 }];
      if (all.length > 1 && endsNameHead(index.language, w.folded)) inTail = true;
      if (all.length > 1 && negatesNext(index.language, w.folded)) {
        negateNext = true;
        return [];
      }
      if (isStopword(index.language, w.folded)) return [];
      // … unless the catalog writes it so itself: "sans fil", "ohne Gummidruck" are features, not exclusions.
      if (negateNext) {
        negateNext = false;
        if (!index.negatedInCatalog.has(index.stemmer.stem(w.folded))) {
          negated.push(w.folded);
          return [];
        }
      }
      return [{ ...w, weight: inTail ? TAIL_WEIGHT : 1 }];
    }),
  );
  const clauses: Clause[] = [];
  const unmatched: string[] = [];

  meaningful.forEach(({ original, folded: typedFolded, weight, phrase, asTyped }, i) => {
    if (phrase) {
      const clause = phraseClause(index, original, phrase, weight);
      if (clause) clauses.push(clause);
      else unmatched.push(original);
      return;
    }
    const last = prefixLast && i === meaningful.length - 1;
    const alternatives: Alternative[] = [];
    // A Dutch diminutive the catalog does not know is its base word ("jurkje" → jurk, "armbandje" → armband).
    const folded = last ? typedFolded : replacedBeginning(index, diminutiveBase(index, typedFolded));
    const stem = index.stemmer.stem(folded);
    const exact = index.termIdOf.get(stem);
    const idfCap = exact === undefined ? undefined : index.postings[exact]!.idf;
    if (exact !== undefined) alternatives.push({ groups: [[exact]], boost: BOOST.exact });
    // A word the catalog writes with hyphens, typed joined ("tshirts" → T-Shirt, "pushup" → Push-up).
    const joined = exact === undefined ? joinedAlternative(index, index.joinedForms.get(folded) ?? index.joinedForms.get(stem)) : null;
    if (joined) alternatives.push(joined);
    const synonyms = synonymIds(index, stem);
    if (synonyms.length > 0) alternatives.push({ groups: [synonyms], boost: BOOST.synonym, idfCap });
    // The catalog's words for the shopper's ("Stehlampe" → "Stehleuchte", "Winterjacke" → "Steppjacke", "jacke winter").
    for (const target of index.replacements.get(stem) ?? []) {
      const groups = target.map((s) => stemGroup(index, s));
      if (groups.every((group) => group.length > 0)) alternatives.push({ groups, boost: BOOST.replacement, idfCap });
    }
    // A class word finds its members, after what the word names itself ("Oberteil" → T-Shirt, Bluse, Pullover …).
    for (const target of index.classes.get(stem) ?? []) {
      const groups = target.map((s) => stemGroup(index, s));
      if (groups.every((group) => group.length > 0)) alternatives.push({ groups, boost: BOOST.broader, idfCap });
    }
    // Each part also finds the compounds it is the head of: "Ledersofa" finds the sofa in "Glattleder".
    const split = splitCompound(folded, index.language, isPart);
    const parts = split?.map((part) => partGroup(index, part));
    if (parts && parts.every((group) => group.length > 0)) alternatives.push({ groups: parts, boost: BOOST.compound });
    // The word as the head of compounds: "Schrank" finds "Kleiderschrank", "Sofa" finds "Ecksofa".
    if (canHaveCompounds(index.language) && stem.length >= MIN_HEAD_STEM && !joined) {
      const heads = unique(headStems(index, folded, stem).map((s) => index.termIdOf.get(s))).filter((id) => id !== exact);
      if (heads.length > 0) alternatives.push({ groups: [heads], boost: BOOST.head, idfCap });
    }
    if (last && folded.length >= 2) {
      const ids = completionIds(index, folded).filter((id) => id !== exact);
      if (ids.length > 0) alternatives.push({ groups: [ids], boost: BOOST.completion, idfCap });
    }
    // An unknown compound ending in a shopper word: "Rollkragenpulli" is the catalog's "Rollkragenpullover".
    if (alternatives.length === 0) {
      for (const id of replacedEnding(index, folded)) alternatives.push({ groups: [[id]], boost: BOOST.replacement });
    }
    let spelling = original;
    let corrected = false;
    // A compound of known parts whose modifier no product carries ("Halstuch": "hals" only begins "Halskette"):
    // its head's products, as a partial answer, rather than a typo of another word.
    if (alternatives.length === 0 && split && parts && parts[parts.length - 1]!.length > 0) {
      alternatives.push({ groups: [parts[parts.length - 1]!], boost: BOOST.head * BOOST.typo });
      spelling = split[split.length - 1]!;
      corrected = true;
      unmatched.push(split.slice(0, -1).join(''));
    }
    // A word the catalog writes with hyphens, typed joined and shortened ("kühlgefrierkombi").
    if (alternatives.length === 0 && !last && folded.length >= MIN_GUESSED_PREFIX) {
      const joined = joinedAlternative(index, joinedByPrefix(index, folded));
      if (joined) alternatives.push(joined);
    }
    if (alternatives.length === 0 && !asTyped) {
      let typos = typoMatches(index.vocabulary, folded, 4, { asPrefix: last });
      // A long word's inflected typo by its stem ("pantolleten" → Pantolette); short stems are too close to others.
      if (typos.length === 0 && !last && stem !== folded && stem.length >= MIN_STEM_TYPO) typos = typoMatches(index.vocabulary, stem, 4, { byStem: true });
      typos = typos.filter((w) => keepsHead(index, folded, split, w));
      // A corrected word finds what it would find itself, synonyms included ("telvision" → télévision → téléviseur).
      const ids = unique(typos.flatMap((w) => stemGroup(index, index.vocabulary.stems[w]!)));
      if (ids.length > 0) {
        alternatives.push({ groups: [ids], boost: BOOST.typo });
        // … and the catalog's phrasings of it ("winterjake" → Winterjacke → Steppjacke, Parka …).
        for (const w of typos) {
          for (const target of index.replacements.get(index.vocabulary.stems[w]!) ?? []) {
            const groups = target.map((s) => stemGroup(index, s));
            if (groups.every((group) => group.length > 0)) alternatives.push({ groups, boost: BOOST.typo * BOOST.replacement });
          }
        }
        spelling = index.vocabulary.display[typos[0]!]!;
        corrected = true;
      }
    }
    if (alternatives.length === 0 && folded.length >= MIN_GUESSED_PREFIX && !last && !asTyped) {
      let found = completions(index.vocabulary, folded, COMPLETIONS);
      // An unknown plural by its stem: "Chinos" begins "Chinohose".
      if (found.length === 0 && stem !== folded && stem.length >= MIN_GUESSED_PREFIX) found = completions(index.vocabulary, stem, COMPLETIONS);
      const ids = unique(found.map((w) => index.termIdOf.get(index.vocabulary.stems[w]!)));
      if (ids.length > 0) {
        alternatives.push({ groups: [ids], boost: BOOST.fallbackCompletion });
        spelling = index.vocabulary.display[found[0]!]!;
        corrected = true;
      }
    }
    // An unknown compound ending in a catalog word ("Dampfkochtopf", "Kafimaschine"): that word's products, as a
    // partial answer; the modifier is named as not found.
    if (alternatives.length === 0 && !last && canHaveCompounds(index.language)) {
      const head = knownHead(index, folded, isPart);
      if (head) {
        alternatives.push({ groups: [head.group], boost: BOOST.head * BOOST.typo });
        spelling = head.head;
        corrected = true;
        unmatched.push(head.modifier);
      }
    }
    if (alternatives.length === 0) {
      // Not dropped silently: the answer names it, and the search falls back to the products matching the rest.
      unmatched.push(original);
      return;
    }
    if (weight !== 1) for (const alternative of alternatives) alternative.boost *= weight;
    const confusions = unique((index.confusions.get(stem) ?? []).map((s) => index.termIdOf.get(s)));
    clauses.push({ original, spelling, corrected, idf: idfOf(index, alternatives) * weight, alternatives, confusions, cost: costOf(index, alternatives), weight, known: exact !== undefined });
  });

  const ids = all.filter((w) => !isStopword(index.language, w.folded)).map((w) => index.termIdOf.get(index.stemmer.stem(w.folded)));
  const phrase = negated.length === 0 && ids.length > 1 && ids.every((id) => id !== undefined) ? Int32Array.from(ids as number[]) : null;
  const excluded = unique(negated.flatMap((w) => [...stemGroup(index, index.stemmer.stem(w)), ...completionIds(index, w)]));
  return withClauses({ clauses, phrase, term, correctedFrom: null, unmatched, typed: term, excluded }, clauses, unmatched);
}

/**
 * A shopper phrase ("ohne Bügel"), searched through the catalog's phrasings of it only — its own words among them
 * where listed ("soutien-gorge"), with the weight of a word as typed; null if none matches.
 */
function phraseClause(index: SearchIndex, original: string, phrasings: readonly (readonly string[])[], weight: number): Clause | null {
  const own = words(foldText(original)).filter((w) => !isStopword(index.language, w)).map((w) => index.stemmer.stem(w)).join(' ');
  const alternatives = phrasings
    .map((target): Alternative => ({ groups: target.map((s) => stemGroup(index, s)), boost: (target.join(' ') === own ? BOOST.exact : BOOST.replacement) * weight }))
    .filter((a) => a.groups.every((group) => group.length > 0));
  if (alternatives.length === 0) return null;
  return { original, spelling: original, corrected: false, idf: idfOf(index, alternatives) * weight, alternatives, confusions: [], cost: costOf(index, alternatives), weight, known: true };
}

/**
 * The plan with these clauses and unmatched words, its term and correction worked out again: used when a
 * correction is taken back because it left the rest of the query without a match.
 */
export function withClauses(plan: QueryPlan, clauses: Clause[], unmatched: string[]): QueryPlan {
  const changed = unmatched.length > 0 || clauses.some((c) => c.corrected);
  // A term of unknown words only: nothing to search, and nothing to claim as a correction.
  if (clauses.length === 0) return { ...plan, clauses, phrase: null, term: plan.typed, correctedFrom: null, unmatched };
  const used = [...new Set(clauses.map((c) => c.spelling))];
  const searched = changed ? used.join(' ') : plan.typed;
  return {
    ...plan,
    clauses,
    phrase: changed ? null : plan.phrase,
    term: searched,
    correctedFrom: changed && searched !== plan.typed ? plan.typed : null,
    unmatched,
  };
}

/**
 * A one-word plan whose word is a compound, with each part as a word of its own ("Bratpfanne" → brat, pfanne;
 * "Daunenmantel" → daunen, mantel), for the products near a thin match; null when the word was not split.
 */
export function splitPlan(index: SearchIndex, plan: QueryPlan): QueryPlan | null {
  if (plan.clauses.length !== 1) return null;
  const clause = plan.clauses[0]!;
  const compound = clause.alternatives.find((a) => a.groups.length > 1);
  if (!compound) return null;
  const clauses = compound.groups.map((group): Clause => {
    const alternatives: Alternative[] = [{ groups: [group], boost: compound.boost, idfCap: index.postings[group[0]!]!.idf }];
    return { ...clause, corrected: false, idf: idfOf(index, alternatives) * clause.weight, alternatives, confusions: [], cost: costOf(index, alternatives) };
  });
  return { ...plan, clauses, phrase: null };
}

const TYPE_WEIGHT = 2;

function idfOf(index: SearchIndex, alternatives: Alternative[]): number {
  let idf = 0;
  let type = false;
  for (const alternative of alternatives) {
    for (const id of alternative.groups[alternative.groups.length - 1]!) if (index.typeTerms.has(id)) type = true;
    for (const id of alternative.groups[0]!) {
      const own = index.postings[id]!.idf;
      idf = Math.max(idf, alternative.idfCap === undefined ? own : Math.min(own, alternative.idfCap));
    }
  }
  return type ? idf * TYPE_WEIGHT : idf;
}

const partTests = new WeakMap<SearchIndex, (piece: string, head?: boolean) => boolean>();
function partTest(index: SearchIndex) {
  let test = partTests.get(index);
  if (!test) partTests.set(index, (test = compoundPartTest(index.compoundParts, index.modifierParts)));
  return test;
}

function synonymIds(index: SearchIndex, stem: string): number[] {
  return unique((index.synonyms.get(stem) ?? []).map((s) => index.termIdOf.get(s)));
}

function stemGroup(index: SearchIndex, stem: string): number[] {
  return unique([index.termIdOf.get(stem), ...synonymIds(index, stem)]);
}

/**
 * German "-er" makes a new word ("Drucker" is no "Druck"), though Snowball strips it like an ending: such a word
 * does not look for compounds ending in its stem ("Gummidruck").
 */
function derivedWithEr(index: SearchIndex, folded: string, stem: string): boolean {
  return index.language === 'de' && folded === `${stem}er`;
}

/**
 * The stems of the compounds a word is the head of: by stem ("schrank" → "kleiderschrank") and by the written word,
 * where stemming differs ("ketting" → "schakelketting"). A German word derived with "-er" looks by the written word
 * only: "Drucker" is no "Druck", so "Gummidruck" is not its compound, but "Pastateller" is one of "Teller".
 */
function headStems(index: SearchIndex, folded: string, stem: string): string[] {
  const written = stemsOfWordsEndingWith(index.vocabulary, folded);
  const all = derivedWithEr(index, folded, stem) ? written : [...compoundsEndingWith(index.vocabulary, stem), ...written];
  // Compounds indexed with this head are found through its own postings: no second walk.
  return all.filter((s) => index.splitHeads.get(s) !== stem);
}

function partGroup(index: SearchIndex, folded: string): number[] {
  const stem = index.stemmer.stem(folded);
  // A part brings the catalog's one-word phrasings of it too ("Damenstiefel": stiefel → Stiefelette, Boots).
  const replaced = (index.replacements.get(stem) ?? []).filter((target) => target.length === 1).flatMap((target) => stemGroup(index, target[0]!));
  const own = unique([...stemGroup(index, stem), ...replaced]);
  if (stem.length < MIN_HEAD_STEM) return own;
  return unique([...own, ...headStems(index, folded, stem).map((s) => index.termIdOf.get(s))]);
}

/**
 * A typo's correction `w` (a vocabulary word) does not swap a compound's head for another word. A typed word of
 * known parts keeps its head; a correction that is a compound beginning as the typed word does must be as near in
 * its head as a word of the head's length may be: "Sitzsack" is no "Sitzbank" ("sack" → "bank" is two edits in
 * four letters, though two in the whole word are allowed), while "Winterjake" is a "Winterjacke" and "Rucksak" a
 * "Rucksack".
 */
function keepsHead(index: SearchIndex, folded: string, split: string[] | null, w: number): boolean {
  const candidate = index.vocabulary.words[w]!;
  if (split) {
    const head = split[split.length - 1]!;
    return candidate.endsWith(head) || index.vocabulary.stems[w]!.endsWith(index.stemmer.stem(head));
  }
  const parts = splitCompound(candidate, index.language, partTest(index));
  if (!parts) return true;
  const head = parts[parts.length - 1]!;
  const modifier = candidate.slice(0, candidate.length - head.length);
  if (!folded.startsWith(modifier)) return true;
  const edits = allowedEdits(head.length);
  return boundedDistance(folded.slice(modifier.length), head, edits) <= edits;
}

/** A word the shop's vocabulary knows: the catalog's, or a key of the synonym, replacement or class data. */
function isKnownWord(index: SearchIndex, folded: string): boolean {
  const stem = index.stemmer.stem(folded);
  return index.termIdOf.has(stem) || index.replacements.has(stem) || index.synonyms.has(stem) || index.classes.has(stem);
}

/** Dutch diminutive endings, longest first: "-etje(s)", "-tje(s)", "-pje(s)", "-je(s)". */
const DIMINUTIVES = ['etjes', 'etje', 'tjes', 'tje', 'pjes', 'pje', 'jes', 'je'];
/**
 * German diminutive endings ("Jäckchen", "Tischlein", Swiss "Täschli", Austrian "Tascherl") and what the base may
 * have lost with them ("jack" + e, "fink" + en of "Finkli"); the umlaut is gone once folded.
 */
const GERMAN_DIMINUTIVES = ['chen', 'lein', 'erl', 'li'];
const GERMAN_BASE_ENDINGS = ['', 'e', 'en'];

/**
 * The base of a diminutive the catalog does not know but whose base it does (or the shopper-word files do): Dutch
 * "jurkje" → jurk, "rompertjes" → romper, "babybedje" → babybed, "lampje" → lamp; German "Jäckchen" → jacke,
 * "Söckchen" → socke, Swiss "Täschli" → tasche, "Röckli" → rock, Austrian "Tascherl" → tasche. Any other word is returned as is.
 */
function diminutiveBase(index: SearchIndex, folded: string): string {
  const known = (word: string) => isKnownWord(index, word);
  if (index.language === 'de') {
    const ending = GERMAN_DIMINUTIVES.find((e) => folded.endsWith(e));
    if (!ending || known(folded)) return folded;
    const base = folded.slice(0, -ending.length);
    if (base.length < 3) return folded;
    for (const tail of GERMAN_BASE_ENDINGS) if (known(base + tail)) return base + tail;
    return folded;
  }
  if (index.language !== 'nl' || !(folded.endsWith('je') || folded.endsWith('jes'))) return folded;
  if (known(folded)) return folded;
  for (const ending of DIMINUTIVES) {
    const base = folded.slice(0, -ending.length);
    if (folded.endsWith(ending) && base.length >= 3 && known(base)) return base;
  }
  return folded;
}

/**
 * An unknown word beginning with a shopper word, with that beginning replaced by the catalog's word when that makes a
 * word the catalog or the shopper-word files know: Swiss "kafimaschine" → kaffeemaschine, "kafitasse" → kaffeetasse.
 */
function replacedBeginning(index: SearchIndex, folded: string): string {
  if (!canHaveCompounds(index.language) || folded.length < 7) return folded;
  const known = (word: string) => isKnownWord(index, word);
  if (known(folded)) return folded;
  for (let cut = folded.length - 4; cut >= 3; cut--) {
    for (const beginning of replacementWordsFor(index.language, index.locale).get(index.stemmer.stem(folded.slice(0, cut))) ?? []) {
      const candidate = beginning + folded.slice(cut);
      if (known(candidate)) return candidate;
    }
  }
  return folded;
}

/** The parts of a hyphenated catalog word as one alternative: every part must match ("t" and "shirt"). */
function joinedAlternative(index: SearchIndex, parts: readonly string[] | undefined): Alternative | null {
  if (!parts) return null;
  const groups = parts.map((part) => stemGroup(index, index.stemmer.stem(part)));
  return groups.every((group) => group.length > 0) ? { groups, boost: BOOST.compound } : null;
}

/** The shortest hyphenated catalog word, joined, that begins with `prefix` ("kuhlgefrierkombi…"). */
function joinedByPrefix(index: SearchIndex, prefix: string): readonly string[] | undefined {
  let best: string | undefined;
  for (const joined of index.joinedForms.keys()) {
    if (joined.startsWith(prefix) && (best === undefined || joined.length < best.length)) best = joined;
  }
  return best === undefined ? undefined : index.joinedForms.get(best);
}

/** Letters a compound's unknown modifier needs, and its known head. */
const MIN_UNKNOWN_MODIFIER = 3;

/**
 * The longest ending of an unknown word that the catalog knows as a compound's head, with its products:
 * "dampfkochtopf" → kochtopf (and Schnellkochtopf), "kafimaschine" → maschine.
 */
function knownHead(index: SearchIndex, folded: string, isPart: (piece: string, head?: boolean) => boolean): { head: string; modifier: string; group: number[] } | null {
  for (let cut = MIN_UNKNOWN_MODIFIER; cut <= folded.length - MIN_HEAD_STEM; cut++) {
    const head = folded.slice(cut);
    if (!isPart(head, true)) continue;
    const group = partGroup(index, head);
    if (group.length > 0) return { head, modifier: folded.slice(0, cut), group };
  }
  return null;
}

/**
 * The plan for the partial matches of a term of several words: a compound the catalog does not have as a word also
 * counts through its head alone ("Hausmantel Herren": the men's Bademantel cover "Mantel" and "Herren").
 */
export function withHeads(plan: QueryPlan): QueryPlan {
  if (!plan.clauses.some((c) => c.alternatives.some((a) => a.groups.length > 1))) return plan;
  const clauses = plan.clauses.map((clause): Clause => {
    // A word the catalog has is what it says: a "Koptelefoon" is no "telefoon", a "Gitterbett" no bed of any kind.
    if (clause.known) return clause;
    const heads = clause.alternatives
      .filter((a) => a.groups.length > 1)
      .map((a): Alternative => ({ groups: [a.groups[a.groups.length - 1]!], boost: a.boost * BOOST.head, idfCap: a.idfCap }));
    return heads.length === 0 ? clause : { ...clause, alternatives: [...clause.alternatives, ...heads] };
  });
  return { ...plan, clauses };
}

function completionIds(index: SearchIndex, prefix: string): number[] {
  return unique(completions(index.vocabulary, prefix, COMPLETIONS).map((w) => index.termIdOf.get(index.vocabulary.stems[w]!)));
}

function unique(ids: (number | undefined)[]): number[] {
  return [...new Set(ids.filter((id): id is number => id !== undefined))];
}

function costOf(index: SearchIndex, alternatives: Alternative[]): number {
  let cost = 0;
  for (const { groups } of alternatives) for (const id of groups[0]!) cost += index.postings[id]!.docs.length;
  return cost;
}
