'use client';
// The visitor's recent searches, loaded when the search field is first used (its help, search-assist.tsx, mounts
// then, not on every page view), with delete one and delete all. The server answers each change with the new list.
import { useCallback } from 'react';
import { useJson } from '@/features/shared/client-data/use-client-data';
import { forgetAllSearches, forgetSearch, historyUrl } from './search-api';
import type { HistoryResponse } from './suggestion-types';

export interface SearchHistory {
  terms: string[];
  remove(term: string): Promise<void>;
  clear(): Promise<void>;
}

export function useSearchHistory(language: string): SearchHistory {
  const { data, mutate } = useJson<HistoryResponse>(historyUrl(language), { revalidateOnFocus: false });
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
  return { terms: data?.terms.map((t) => t.term) ?? [], remove, clear };
}
