import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './engine/build-search-index';
import { suggestOn } from './suggest-search';
import { fixtureSnapshot } from './search-factories';

const de = buildSearchIndex(fixtureSnapshot('de-DE'));
const fr = buildSearchIndex(fixtureSnapshot('fr-CH'));

describe('suggestions', () => {
  it('completes the word being typed and suggests its categories and products', () => {
    const result = suggestOn(de, 'snea');
    expect(result.terms).toEqual(['Sneaker']);
    expect(result.categories.map((c) => c.id)).toEqual(['schuhe-damen-sneaker', 'schuhe-herren-sneaker']);
    expect(result.categories[0]!.parents).toEqual(['Schuhe', 'Damenschuhe']);
    expect(result.products.map((p) => p.sku).sort()).toEqual(['1000001', '1000002', '1000003']);
  });

  it('keeps the finished words and completes the last one', () => {
    const result = suggestOn(de, 'damen sn');
    expect(result.terms).toEqual(['damen Sneaker']);
    expect(result.products.map((p) => p.sku).sort()).toEqual(['1000001', '1000002']);
  });

  it('suggests brands by their beginning', () => {
    expect(suggestOn(de, 'holm').brands).toEqual(['Holmström']);
  });

  it('tolerates a typo in the unfinished word', () => {
    const result = suggestOn(de, 'snaek');
    expect(result.terms).toContain('Sneaker');
    expect(result.products.length).toBeGreaterThan(0);
  });

  it('answers French suggestions from French texts', () => {
    const result = suggestOn(fr, 'canap');
    expect(result.terms[0]).toBe('Canapé');
    expect(result.categories.map((c) => c.name)).toContain('Canapés');
  });

  it('caps every section', () => {
    const result = suggestOn(de, 'sc');
    expect(result.terms.length).toBeLessThanOrEqual(5);
    expect(result.categories.length).toBeLessThanOrEqual(3);
    expect(result.products.length).toBeLessThanOrEqual(4);
  });

  it('offers only terms that find products: no completion of a head that finds nothing, none without a match', () => {
    expect(suggestOn(de, 'xyzzy sn').terms).toEqual([]);
    // There are smartphones and women's products, but no women's smartphone: "damen Smartphone" is a dead end.
    expect(suggestOn(de, 'sm').terms).toContain('Smartphone');
    expect(suggestOn(de, 'damen sm').terms).toEqual([]);
    // "damen" with every completion of "s…" the women's products have: the men's-only words are not offered.
    for (const suggestion of suggestOn(de, 'damen s').terms) {
      const last = suggestion.split(' ').at(-1)!;
      expect(suggestOn(de, suggestion).products.length, `${suggestion} (${last})`).toBeGreaterThan(0);
    }
  });

  it('does not offer a word only the products’ features or descriptions carry', () => {
    // "Wickeloptik" is a feature of the jersey dress ("… mit Wickeloptik"): no product is one, so it is no term of
    // its own, but it completes a term naming the dress.
    expect(suggestOn(de, 'wickel').terms).toEqual([]);
    expect(suggestOn(de, 'jerseykleid wickel').terms).toEqual(['jerseykleid Wickeloptik']);
  });
});
