'use client';
// The search field's help: suggestions for the term being typed and the visitor's recent searches, with the popup
// that shows them. Loaded when the field is first focused, not with the page (first-load JavaScript, decision
// 0005); the field itself (search-form.tsx) works without it as a plain search form. The field keeps the combobox
// state and the keyboard and decides what is open; this part tells it which options and recent searches there are.
import { useEffect, useMemo } from 'react';
import { recordSearch } from './search-api';
import { SuggestionPopup } from './suggestion-popup';
import { suggestionSections, type SuggestionOption } from './suggestion-types';
import { useSearchHistory } from './use-search-history';
import { useSuggestions } from './use-suggestions';

/** What the field needs to know to drive the combobox. */
export interface AssistState {
  options: SuggestionOption[];
  /** The visitor has recent searches to show under the empty field. */
  hasHistory: boolean;
}

export interface SearchAssistProps {
  listId: string;
  term: string;
  language: string;
  activeId: string | null;
  /** The suggestion list is open (decided by the field). */
  expanded: boolean;
  /** The recent searches are open (decided by the field). */
  showRecent: boolean;
  searchHref(term: string): string;
  onState(state: AssistState): void;
  onChoose(option: SuggestionOption): void;
  onHover(id: string): void;
  /** A recent search (or, with null, all of them) was deleted. */
  onForgotten(term: string | null): void;
}

export function SearchAssist({
  listId,
  term,
  language,
  activeId,
  expanded,
  showRecent,
  searchHref,
  onState,
  onChoose,
  onHover,
  onForgotten,
}: SearchAssistProps) {
  const history = useSearchHistory(language);
  const suggestions = useSuggestions(term, language);
  const sections = useMemo(() => suggestionSections(suggestions, listId), [suggestions, listId]);
  const options = useMemo(() => sections.flatMap((section) => section.options), [sections]);
  const hasHistory = history.terms.length > 0;

  useEffect(() => onState({ options, hasHistory }), [onState, options, hasHistory]);

  async function forget(text: string | null) {
    if (text === null) await history.clear();
    else await history.remove(text);
    onForgotten(text);
  }

  return (
    <SuggestionPopup
      listId={listId}
      sections={sections}
      activeId={activeId}
      expanded={expanded}
      recent={
        showRecent
          ? {
              terms: history.terms,
              hrefOf: searchHref,
              onPick: (text) => void recordSearch(text, language),
              onDelete: (text) => void forget(text),
              onDeleteAll: () => void forget(null),
            }
          : null
      }
      onChoose={onChoose}
      onHover={onHover}
    />
  );
}
