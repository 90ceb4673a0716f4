// The search context's errors with stable codes; the edge maps them to HTTP status (by their kind) and localized
// messages.
import type { RefusalKind } from '@/platform/http/refusal-kind';

export const searchErrorCodes = [
  /** No term (and no category): SPEC §5 'Bitte gib zunächst Deinen Suchbegriff ein.' */
  'SEARCH_TERM_EMPTY',
  /** The category of a listing does not exist in this shop. */
  'SEARCH_CATEGORY_UNKNOWN',
  /** A customer's history needs a logged-in customer (join-with-fi). */
  'SEARCH_LOGIN_REQUIRED',
] as const;

export type SearchErrorCode = (typeof searchErrorCodes)[number];

export const searchRefusals: Readonly<Record<SearchErrorCode, RefusalKind>> = {
  SEARCH_TERM_EMPTY: 'invalid',
  SEARCH_CATEGORY_UNKNOWN: 'not-found',
  SEARCH_LOGIN_REQUIRED: 'unauthenticated',
};

export class SearchError extends Error {
  constructor(readonly code: SearchErrorCode) {
    super(code);
    this.name = 'SearchError';
  }
}

export function isSearchError(error: unknown): error is SearchError {
  return error instanceof SearchError;
}
