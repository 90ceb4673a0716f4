// The search endpoints as the browser calls them: URLs for SWR's reads, and the history's writes through the one
// client helper. Writes survive a page navigation (keepalive), so "search, then leave" is remembered.
import { callApi } from '@/features/shared/client-data/api-client';
import { searchPaths } from '@/platform/routing/api-paths/search';
import type { HistoryResponse } from './suggestion-types';

const withLanguage = (path: string, language: string, query: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ ...query, lang: language })}`;

export const suggestUrl = (term: string, language: string) => withLanguage(searchPaths.suggest, language, { q: term });
export const historyUrl = (language: string) => withLanguage(searchPaths.history, language);

/** The new list, or null: the history is a convenience, and a failed write must never stand in the search's way. */
async function change(path: string, language: string, body: unknown = {}): Promise<HistoryResponse | null> {
  const answer = await callApi<HistoryResponse>('POST', withLanguage(path, language), body, { keepalive: true });
  return answer.ok ? answer.body : null;
}

export const recordSearch = (term: string, language: string) => change(searchPaths.history, language, { term });
export const forgetSearch = (term: string, language: string) => change(searchPaths.forget, language, { term });
export const forgetAllSearches = (language: string) => change(searchPaths.forgetAll, language);
