'use client';
// Suggestions for the term being typed: asked 150 ms after the last keystroke, the previous answer kept on screen
// meanwhile so the list does not flicker.
import { useEffect, useState } from 'react';
import { useJson } from '@/features/shared/client-data/use-client-data';
import { suggestUrl } from './search-api';
import type { SuggestResponse } from './suggestion-types';

const DEBOUNCE_MS = 150;
/** As on the server: fewer characters suggest nothing. */
const MIN_LENGTH = 2;

export function useSuggestions(term: string, language: string): SuggestResponse | undefined {
  const [settled, setSettled] = useState(term);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(term), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);
  const wanted = settled.trim();
  const { data } = useJson<SuggestResponse>(wanted.length >= MIN_LENGTH ? suggestUrl(wanted, language) : null, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  return term.trim().length >= MIN_LENGTH ? data : undefined;
}
