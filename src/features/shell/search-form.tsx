'use client';
// The header search field: a combobox (ARIA 1.2) with suggestions as you type and the visitor's recent searches.
// Arrow keys move through the suggestions, Enter opens the chosen one (or submits the term to /s?q=), Escape
// closes the list and then clears the field. An empty term is refused on the spot with the spec's message.
// The suggestions and recent searches (SearchAssist) load when the field is first focused; until then, and without
// JavaScript, the field is a plain search form.
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { clientOnly } from '@/features/shared/lazy/client-only';
import { navigateTo } from '@/features/search/navigate';
import type { AssistState } from '@/features/search/search-assist';
import { recordSearch } from '@/features/search/search-api';
import type { SuggestionOption } from '@/features/search/suggestion-types';
import { SearchIcon } from './icons';

const SearchAssist = clientOnly(() => import('@/features/search/search-assist').then((m) => m.SearchAssist));

/** The URL of a page does not change under the header without a new page (the search form's navigations are full ones). */
const noChanges = () => () => {};

export function SearchForm({ action }: { action: string }) {
  const t = useTranslations('shell');
  const ts = useTranslations('search');
  const language = useLocale().slice(0, 2);
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  // On the results page the field shows what was searched, so the shopper can refine it (the layout renders the
  // header once for every page and does not know the query; the page's URL does). What the shopper types replaces it.
  const searched = useSyncExternalStore(
    noChanges,
    () => (window.location.pathname === action ? (new URLSearchParams(window.location.search).get('q') ?? '') : ''),
    () => '',
  );
  const [typed, setTerm] = useState<string | null>(null);
  const term = typed ?? searched;
  const [error, setError] = useState(false);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Reported by SearchAssist once it has loaded; null before, when the listbox does not exist yet.
  const [assist, setAssist] = useState<AssistState | null>(null);

  const options = assist?.options ?? [];
  const active = options.findIndex((option) => option.id === activeId);
  const expanded = open && options.length > 0;
  const showRecent = open && term.trim() === '' && (assist?.hasHistory ?? false);

  // A shopper can click into the field and type before the page has hydrated; React does not replay that focus.
  // Pick up where they are, so the help still opens without leaving and re-entering the field.
  useEffect(() => {
    const field = input.current;
    if (!field || document.activeElement !== field) return;
    if (field.value !== '') setTerm(field.value);
    setOpen(true);
    setUsed(true);
  }, []);

  const searchHref = (text: string) => `${action}?${new URLSearchParams({ q: text })}`;

  function choose(option: SuggestionOption) {
    if (option.term) void recordSearch(option.term, language);
    setOpen(false);
    navigateTo(option.url);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const value = new FormData(event.currentTarget).get('q');
    if (typeof value !== 'string' || value.trim() === '') {
      event.preventDefault();
      setError(true);
      input.current?.focus();
      return;
    }
    void recordSearch(value.trim(), language);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const next = event.key === 'ArrowDown' ? (active + 1) % options.length : active <= 0 ? options.length - 1 : active - 1;
      setActiveId(options[next]!.id);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === 'Escape') {
      if (expanded || showRecent) {
        event.preventDefault();
        setOpen(false);
        setActiveId(null);
      } else if (term !== '') {
        event.preventDefault();
        setTerm('');
      }
    }
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    // Closing only when focus leaves the whole search, so Tab can reach the recent searches' buttons.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setOpen(false);
      setActiveId(null);
    }
  }

  const onForgotten = useCallback(
    (text: string | null) => {
      setAnnouncement(text === null ? ts('cleared') : ts('deleted', { term: text }));
      input.current?.focus();
    },
    [ts],
  );

  const errorId = `${id}-error`;
  return (
    <form role="search" action={action} method="get" onSubmit={onSubmit} onBlur={onBlur} noValidate className="relative w-full">
      <label htmlFor={id} className="sr-only">
        {t('searchLabel')}
      </label>
      {/* The field shows focus as every control does (the 3 px focus ring round the whole box; issue 21). */}
      <div className="flex w-full items-stretch overflow-hidden rounded border border-line bg-page focus-within:border-brand has-[input:focus-visible]:outline has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-focus">
        <input
          ref={input}
          id={id}
          name="q"
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={assist ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? options[active]!.id : undefined}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('searchPlaceholder')}
          value={term}
          aria-invalid={error || undefined}
          aria-describedby={error ? errorId : undefined}
          onFocus={() => {
            setOpen(true);
            setUsed(true);
          }}
          onChange={(event) => {
            setTerm(event.target.value);
            setActiveId(null);
            setOpen(true);
            if (error) setError(false);
          }}
          onKeyDown={onKeyDown}
          className="min-h-6 w-full min-w-0 bg-transparent px-2 py-1 text-ink placeholder:text-muted focus:outline-none"
        />
        <button type="submit" className="bg-brand px-2 text-on-brand" aria-label={t('searchSubmit')}>
          <SearchIcon />
        </button>
      </div>
      {used && (
        <SearchAssist
          listId={listId}
          term={term}
          language={language}
          activeId={activeId}
          expanded={expanded}
          showRecent={showRecent}
          searchHref={searchHref}
          onState={setAssist}
          onChoose={choose}
          onHover={setActiveId}
          onForgotten={onForgotten}
        />
      )}
      <p role="status" className="sr-only">
        {expanded ? ts('status', { count: options.length }) : announcement}
      </p>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
          {t('searchEmpty')}
        </p>
      )}
    </form>
  );
}
