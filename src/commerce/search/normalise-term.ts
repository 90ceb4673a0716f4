// The one cleaning of a shopper's term, for searching, suggestions and the history: no control or invisible
// format characters, no angle brackets (a term is never markup, wherever it is echoed), single spaces, at most
// MAX_TERM_LENGTH characters (longer input is cut, not refused: a pasted paragraph searches its first words).
import { MAX_TERM_LENGTH } from './search-types';

const UNWANTED = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}<>]+/gu;
const SPACES = /\s+/gu;

export function normaliseTerm(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  // Cut generously first so a 10,000-character term costs no more than a short one.
  const cleaned = raw
    .slice(0, MAX_TERM_LENGTH * 4)
    .normalize('NFC')
    .replace(UNWANTED, ' ')
    .replace(SPACES, ' ')
    .trim();
  const chars = Array.from(cleaned);
  return chars.length <= MAX_TERM_LENGTH ? cleaned : chars.slice(0, MAX_TERM_LENGTH).join('').trimEnd();
}
