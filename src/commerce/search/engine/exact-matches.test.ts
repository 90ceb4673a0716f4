// What counts as an exact hit: a product some word of the term names (type, name head, category, attributes) and
// no word of which is a mere mention (description, care rows). Mentions still match, after the exact hits, and a
// result of mentions only says it is partial (the results page: "Keine genauen Treffer …, ähnliche Artikel").
import { describe, expect, it } from 'vitest';
import { fixtureSnapshot } from '@/commerce/search/search-factories';
import type { CatalogSnapshot } from './catalog-snapshot';
import { buildSearchIndex } from './build-search-index';
import { runSearch } from './run-search';

function withChanges(snapshot: CatalogSnapshot): CatalogSnapshot {
  return {
    ...snapshot,
    products: snapshot.products.map((p) => {
      // The shirt "goes with or without a tie"; the coffee table's care row says it is dishwasher-proof (it is not
      // a dishwasher); the dress is named "mit Gürtel" (a dress, not a belt).
      if (p.sku === '1000013') return { ...p, description: `${p.description} Sitzt mit und ohne Krawatte.` };
      if (p.sku === '1000023') return { ...p, details: { ...p.details, Pflege: 'spülmaschinengeeignet' } };
      if (p.sku === '1000010') return { ...p, name: 'Jerseykleid mit Gürtel', details: { ...p.details, Zielgruppe: 'Damen' } };
      // The pumps' description compares them to sneakers.
      if (p.sku === '1000005') return { ...p, description: `${p.description} Bequem wie ein Sneaker.` };
      return p;
    }),
  };
}

const index = buildSearchIndex(withChanges(fixtureSnapshot('de-DE')));
const search = (term: string) => runSearch(index, term, { filters: {}, sort: 'relevance', page: 1, pageSize: 24 });
const skus = (term: string) => search(term).hits.map((h) => h.sku);

describe('exact hits and mentions', () => {
  it('shows a product only mentioning the word in its description as a partial hit, not an exact one', () => {
    const result = search('Krawatte');
    expect(result.hits.map((h) => h.sku)).toEqual(['1000013']);
    expect(result.partial).toBe(true);
  });

  it('takes a word found only in the name’s tail ("mit Gürtel") for a feature, not for what the product is', () => {
    expect(search('Gürtel')).toMatchObject({ partial: true, total: 1 });
    // A word saying how it is (the target group "Damen", also its category's name) names nothing: still a feature.
    expect(search('Gürtel Damen')).toMatchObject({ partial: true, total: 1 });
    // With a word naming the product, the feature makes it an exact hit.
    const dress = search('Jerseykleid Gürtel');
    expect(dress.partial).toBe(false);
    expect(dress.hits[0]!.sku).toBe('1000010');
  });

  it('does not take a care row for what the product is, even next to a word that names it', () => {
    expect(search('spülmaschinengeeignet').partial).toBe(true);
    expect(search('Couchtisch spülmaschinengeeignet').partial).toBe(true);
    expect(search('Couchtisch').partial).toBe(false);
  });

  it('ranks products naming the word before products only mentioning it, and calls the result exact', () => {
    const found = skus('Sneaker');
    expect(found.slice(0, 3).sort()).toEqual(['1000001', '1000002', '1000003']);
    expect(found.at(-1)).toBe('1000005');
    expect(search('Sneaker').partial).toBe(false);
  });
});
