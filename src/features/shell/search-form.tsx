'use client';
// The header search field. An empty term is refused on the spot with the spec's message; the term stays.
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { SearchIcon } from './icons';

export function SearchForm({ action }: { action: string }) {
  const t = useTranslations('shell');
  const id = useId();
  const [error, setError] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const term = new FormData(event.currentTarget).get('q');
    if (typeof term !== 'string' || term.trim() === '') {
      event.preventDefault();
      setError(true);
      event.currentTarget.querySelector('input')?.focus();
    }
  }

  return (
    <form role="search" action={action} method="get" onSubmit={onSubmit} noValidate className="w-full">
      <label htmlFor={id} className="sr-only">
        {t('searchLabel')}
      </label>
      <div className="flex w-full items-stretch overflow-hidden rounded border border-line bg-page focus-within:border-brand">
        <input
          id={id}
          name="q"
          type="search"
          maxLength={200}
          autoComplete="off"
          placeholder={t('searchPlaceholder')}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={() => error && setError(false)}
          className="min-h-6 w-full min-w-0 bg-transparent px-2 py-1 text-ink placeholder:text-muted focus:outline-none"
        />
        <button type="submit" className="bg-brand px-2 text-on-brand" aria-label={t('searchSubmit')}>
          <SearchIcon />
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {t('searchEmpty')}
        </p>
      )}
    </form>
  );
}
