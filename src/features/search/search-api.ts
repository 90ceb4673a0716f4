// URLs and writes of the search endpoints for the browser. Reads go through SWR with the app's fetcher; writes send
// the storefront's CSRF header and survive a page navigation (keepalive), so "search, then leave" is remembered.
import { csrfHeader } from '@/platform/http/csrf-header';
import type { HistoryResponse } from './suggestion-types';

export const suggestUrl = (term: string, language: string) => `/api/search/suggest?${new URLSearchParams({ q: term, lang: language })}`;
export const historyUrl = (language: string) => `/api/search/searchhistory/v1?${new URLSearchParams({ lang: language })}`;

async function send(path: string, language: string, body?: unknown): Promise<HistoryResponse | null> {
  try {
    const response = await fetch(`${path}?${new URLSearchParams({ lang: language })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [csrfHeader]: '1' },
      body: JSON.stringify(body ?? {}),
      keepalive: true,
      credentials: 'same-origin',
    });
    return response.ok ? ((await response.json()) as HistoryResponse) : null;
  } catch {
    // The history is a convenience: a failed write must never stand in the way of the search itself.
    return null;
  }
}

export const recordSearch = (term: string, language: string) => send('/api/search/searchhistory/v1', language, { term });
export const forgetSearch = (term: string, language: string) => send('/api/search/searchhistory/delete', language, { term });
export const forgetAllSearches = (language: string) => send('/api/search/searchhistory/deleteall', language);
