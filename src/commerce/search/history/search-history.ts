// The search history's shared terms: whose history (the owner), how much is kept, and when two terms are one.
import { foldText } from '../analysis/fold';

/** A visitor (the sf_vid cookie's id) or a logged-in customer (their customer id). */
export type SearchOwner = { kind: 'visitor'; id: string } | { kind: 'customer'; id: string };

export interface HistoryEntry {
  term: string;
  searchedAt: Date;
}

/** Entries kept per owner; older ones are removed when a new term comes in. */
export const HISTORY_KEEP = 20;

/** "Sneaker", "sneaker" and "SNEAKER" are one entry; the newest spelling is kept. */
export function termKey(term: string): string {
  return foldText(term);
}
