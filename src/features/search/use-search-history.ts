'use client';
// The visitor's recent searches, loaded the first time the search field is used (not on every page view), with
// delete one and delete all. The server answers each change with the new list.
import { useCallback } from 'react';
import useSWR from 'swr';
import { forgetAllSearches, forgetSearch, historyUrl, recordSearch } from './search-api';
import type { HistoryResponse } from './suggestion-types';

export interface SearchHistory {
  terms: string[];
  remove(term: string): Promise<void>;
  clear(): Promise<void>;
  record(term: string): void;
}

export function useSearchHistory(enabled: boolean, language: string): SearchHistory {
  const key = historyUrl(language);
  const { data, mutate } = useSWR<HistoryResponse>(enabled ? key : null, { revalidateOnFocus: false });
  const remove = useCallback(
    async (term: string) => {
      const next = await forgetSearch(term, language);
      await mutate(next ?? undefined, { revalidate: next === null });
    },
    [language, mutate],
  );
  const clear = useCallback(async () => {
    const next = await forgetAllSearches(language);
    await mutate(next ?? undefined, { revalidate: next === null });
  }, [language, mutate]);
  const record = useCallback((term: string) => void recordSearch(term, language), [language]);
  return { terms: data?.terms.map((t) => t.term) ?? [], remove, clear, record };
}
