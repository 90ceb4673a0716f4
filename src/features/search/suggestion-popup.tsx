'use client';
// What opens under the search field: the recent searches (links, each with a delete button, and "delete all": all
// reachable with Tab) and the suggestion listbox in sections (terms, categories, brands, products), which the field
// drives with the arrow keys through aria-activedescendant (ARIA 1.2 combobox pattern).
import { useTranslations } from 'next-intl';
import type { SuggestionOption, SuggestionSection } from './suggestion-types';

const sectionTitle = { term: 'terms', category: 'categories', brand: 'brands', product: 'products' } as const;

export interface SuggestionPopupProps {
  listId: string;
  sections: SuggestionSection[];
  activeId: string | null;
  expanded: boolean;
  recent: { terms: string[]; hrefOf(term: string): string; onPick(term: string): void; onDelete(term: string): void; onDeleteAll(): void } | null;
  onChoose(option: SuggestionOption): void;
  onHover(id: string): void;
}

export function SuggestionPopup({ listId, sections, activeId, expanded, recent, onChoose, onHover }: SuggestionPopupProps) {
  const t = useTranslations('search');
  const visible = expanded || recent !== null;
  return (
    <div
      className={`absolute inset-x-0 top-full z-30 mt-0.5 max-h-[70vh] overflow-y-auto rounded border border-line bg-surface text-ink shadow-lg ${visible ? '' : 'hidden'}`}
    >
      {recent && (
        <div role="group" aria-labelledby={`${listId}-recent`} className="border-b border-line p-1">
          <p id={`${listId}-recent`} className="px-1 text-sm font-bold text-muted">
            {t('recent')}
          </p>
          <ul>
            {recent.terms.map((term) => (
              <li key={term} className="flex items-center">
                <a
                  href={recent.hrefOf(term)}
                  onClick={() => recent.onPick(term)}
                  className="flex min-h-5 flex-1 items-center truncate rounded px-1 text-ink no-underline hover:bg-page"
                >
                  {term}
                </a>
                <button
                  type="button"
                  onClick={() => recent.onDelete(term)}
                  aria-label={t('deleteOne', { term })}
                  className="grid size-5 shrink-0 place-items-center rounded text-muted hover:bg-page hover:text-ink"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" onClick={recent.onDeleteAll} className="mt-0.5 min-h-5 rounded px-1 text-sm text-link underline">
            {t('deleteAll')}
          </button>
        </div>
      )}
      <div role="listbox" id={listId} aria-label={t('terms')} hidden={!expanded} className="p-1">
        {sections.map((section) => (
          <ul key={section.kind} role="group" aria-labelledby={`${listId}-${section.kind}`} className="mb-0.5 last:mb-0">
            <li role="presentation" id={`${listId}-${section.kind}`} className="px-1 text-sm font-bold text-muted">
              {t(sectionTitle[section.kind])}
            </li>
            {section.options.map((option) => (
              <li
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={option.id === activeId}
                // The field keeps focus while a pointer picks an option.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => option.id !== activeId && onHover(option.id)}
                onClick={() => onChoose(option)}
                className={`flex min-h-5 cursor-pointer items-center justify-between gap-1 rounded px-1 ${option.id === activeId ? 'bg-brand text-on-brand' : 'hover:bg-page'}`}
              >
                <span className="truncate">{option.label}</span>
                {(option.hint || option.kind === 'brand') && (
                  <span className={`shrink-0 text-sm ${option.id === activeId ? '' : 'text-muted'}`}>
                    {option.kind === 'brand' ? t('brandHint') : option.hint}
                  </span>
                )}
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}
