// The JSON the search field reads: GET /api/search/suggest (src/api/search/search-endpoints.ts) and the history
// endpoints (src/api/search/search-history-endpoints.ts).
export interface SuggestResponse {
  term: string;
  terms: { text: string; url: string }[];
  categories: { id: string; name: string; parents: string[]; url: string }[];
  brands: { name: string; url: string }[];
  products: { sku: string; name: string; brand: string; url: string; price: { formatted: string } }[];
}

export interface HistoryResponse {
  terms: { term: string; searchedAt: string }[];
}

export type OptionKind = 'term' | 'category' | 'brand' | 'product';

/** One choosable line of the suggestion list. */
export interface SuggestionOption {
  id: string;
  kind: OptionKind;
  label: string;
  /** Shown after the label, e.g. the category's parents or the product's price. */
  hint?: string;
  url: string;
  /** Recorded in the history when chosen (terms and brands). */
  term?: string;
}

export interface SuggestionSection {
  kind: OptionKind;
  options: SuggestionOption[];
}

/** The sections in display order, with ids unique within the list (`${listId}-${index}`). */
export function suggestionSections(data: SuggestResponse | undefined, listId: string): SuggestionSection[] {
  if (!data) return [];
  let n = 0;
  const id = () => `${listId}-${n++}`;
  const sections: SuggestionSection[] = [
    { kind: 'term', options: data.terms.map((t) => ({ id: id(), kind: 'term', label: t.text, url: t.url, term: t.text })) },
    {
      kind: 'category',
      options: data.categories.map((c) => ({ id: id(), kind: 'category', label: c.name, hint: c.parents.join(' › '), url: c.url })),
    },
    { kind: 'brand', options: data.brands.map((b) => ({ id: id(), kind: 'brand', label: b.name, url: b.url, term: b.name })) },
    {
      kind: 'product',
      options: data.products.map((p) => ({ id: id(), kind: 'product', label: p.name, hint: p.price.formatted, url: p.url })),
    },
  ];
  return sections.filter((section) => section.options.length > 0);
}
