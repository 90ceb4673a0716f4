// Retrieval over the shop's help passages: the search's own analysis (folding, Snowball stems, stopwords) plus the
// chat bot's question words and topic groups, scored with BM25. A question's confidence is how much of its weight
// (each word weighs its idf; a word the help never uses weighs the most) the best passage covers, so a question of
// unknown words stays below the threshold however the scores come out.
import { foldText, words } from '@/commerce/search/analysis/fold';
import { stemmerFor } from '@/commerce/search/analysis/stemmer';
import { isStopword } from '@/commerce/search/analysis/stopwords';
import type { Language } from '@/platform/i18n/locales';
import { isQuestionWord, topicsOf } from './help-vocabulary';

export interface HelpPassage {
  /** The page's (or service layer's) title. */
  title: string;
  /** The heading or FAQ question the passage sits under, when it has one. */
  heading?: string;
  text: string;
  /** The page that holds the passage, in the shop's locale. */
  href: string;
  /** Below 1 for pages a shopper reads last (terms, privacy notice): their scores are scaled by it. */
  rank?: number;
}

export interface HelpHit {
  passage: HelpPassage;
  score: number;
  /** 0…1: the share of the question's weight this passage covers. */
  coverage: number;
}

export interface HelpIndex {
  language: Language;
  passages: readonly HelpPassage[];
  /** Token → frequency, per passage. */
  frequencies: ReadonlyArray<ReadonlyMap<string, number>>;
  lengths: readonly number[];
  averageLength: number;
  documentFrequency: ReadonlyMap<string, number>;
  /** The stems (no topic tokens), for matching word beginnings and compound ends. */
  stems: readonly string[];
}

/** Below this share of a question's weight the bot says it cannot help (decision 0029). */
export const CONFIDENCE_THRESHOLD = 0.6;

const K1 = 1.2;
const B = 0.75;
/**
 * Heading words count this often: a section about "Versandkosten" is about shipping costs. The page title counts
 * once (it is on every passage of the page), except for the page's opening passage, which it heads.
 */
const HEADING_WEIGHT = 2;
const TOPIC_WEIGHT = 0.8;
const PARTIAL_WEIGHT = 0.6;
const MIN_PARTIAL_LENGTH = 4;
const MAX_QUESTION_WORDS = 40;

interface QuestionWord {
  stem: string;
  topics: string[];
}

/** The topic-bearing words of a text: folded, without stop and question words, each with its stem and topics. */
export function analyse(language: Language, text: string): QuestionWord[] {
  const stemmer = stemmerFor(language);
  return words(foldText(text))
    .filter((w) => !isStopword(language, w) && !isQuestionWord(language, w))
    .map((w) => ({ stem: stemmer.stem(w), topics: topicsOf(language, w) }));
}

function tokensOf(language: Language, text: string, weight: number, into: Map<string, number>): number {
  let length = 0;
  for (const word of analyse(language, text)) {
    for (const token of [word.stem, ...word.topics]) into.set(token, (into.get(token) ?? 0) + weight);
    length += weight;
  }
  return length;
}

export function buildHelpIndex(language: Language, passages: readonly HelpPassage[]): HelpIndex {
  const frequencies: Map<string, number>[] = [];
  const lengths: number[] = [];
  const documentFrequency = new Map<string, number>();
  for (const passage of passages) {
    const tf = new Map<string, number>();
    const length =
      tokensOf(language, passage.title, passage.heading ? 1 : HEADING_WEIGHT, tf) +
      tokensOf(language, passage.heading ?? '', HEADING_WEIGHT, tf) +
      tokensOf(language, passage.text, 1, tf);
    frequencies.push(tf);
    lengths.push(length);
    for (const token of tf.keys()) documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
  }
  const averageLength = lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length);
  const stems = [...documentFrequency.keys()].filter((t) => !t.startsWith('#'));
  return { language, passages, frequencies, lengths, averageLength, documentFrequency, stems };
}

function idf(index: HelpIndex, df: number): number {
  const n = index.passages.length;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

interface Alternative {
  token: string;
  weight: number;
}

/** What a question word may meet in the index: its stem, its topics, and stems it begins or ends (compounds). */
function alternativesOf(index: HelpIndex, word: QuestionWord): Alternative[] {
  const found: Alternative[] = [{ token: word.stem, weight: 1 }, ...word.topics.map((token) => ({ token, weight: TOPIC_WEIGHT }))];
  if (word.stem.length >= MIN_PARTIAL_LENGTH) {
    for (const stem of index.stems) {
      if (stem === word.stem) continue;
      const partial =
        stem.startsWith(word.stem) ||
        (stem.length >= MIN_PARTIAL_LENGTH && word.stem.startsWith(stem)) ||
        (index.language !== 'fr' && stem.endsWith(word.stem));
      if (partial) found.push({ token: stem, weight: PARTIAL_WEIGHT });
    }
  }
  return found;
}

/** The passages that answer a question best, best first, with their coverage; empty when nothing matches. */
export function searchHelp(index: HelpIndex, question: string, limit = 3): HelpHit[] {
  const questionWords = analyse(index.language, question).slice(0, MAX_QUESTION_WORDS);
  if (questionWords.length === 0 || index.passages.length === 0) return [];
  // A word weighs the idf of its rarest form in the help; a word the help never uses weighs the most.
  const unknownWeight = idf(index, 1);
  const scored = questionWords.map((word) => {
    const alternatives = alternativesOf(index, word)
      .filter((a) => index.documentFrequency.has(a.token))
      .map((a) => ({ ...a, value: a.weight * idf(index, index.documentFrequency.get(a.token)!) }));
    const weight =
      alternatives.length === 0 ? unknownWeight : Math.max(...alternatives.map((a) => idf(index, index.documentFrequency.get(a.token)!)));
    return { alternatives, weight };
  });
  const totalWeight = scored.reduce((sum, w) => sum + w.weight, 0);

  const hits: HelpHit[] = [];
  index.passages.forEach((passage, p) => {
    const tf = index.frequencies[p]!;
    const norm = K1 * (1 - B + (B * index.lengths[p]!) / index.averageLength);
    let score = 0;
    let covered = 0;
    for (const word of scored) {
      let best = 0;
      // How well the word is met: 1 by its own stem, less by a topic or a word part.
      let credit = 0;
      for (const a of word.alternatives) {
        const f = tf.get(a.token);
        if (!f) continue;
        best = Math.max(best, (a.value * (f * (K1 + 1))) / (f + norm));
        credit = Math.max(credit, a.weight);
      }
      score += best;
      covered += word.weight * credit;
    }
    if (score > 0) hits.push({ passage, score: score * (passage.rank ?? 1), coverage: covered / totalWeight });
  });
  return hits.sort((a, b) => b.score - a.score || b.coverage - a.coverage).slice(0, limit);
}
