// Compounds as shoppers write them (apart, with a shopper word at the end, with an unknown modifier), compound
// heads by the written word, the product type as the strongest evidence, and the words that are no product's name
// (an adjective after the type, a model name as a typo's target).
import { describe, expect, it } from 'vitest';
import { attributeLabels } from '@/commerce/catalog/product-attributes';
import { fixtureProductRow, fixtureSnapshot, type FixtureProduct } from '@/commerce/search/search-factories';
import type { Language, Locale } from '@/platform/i18n/locales';
import { languageOf } from '@/platform/i18n/locales';
import type { CatalogSnapshot } from './catalog-snapshot';
import { buildSearchIndex } from './build-search-index';
import { runSearch } from './run-search';
import type { SearchIndex } from './search-index';

const product = (sku: string, category: string, name: [string, string, string]): FixtureProduct => ({
  sku,
  category,
  brand: 'Testhaus',
  name,
  colours: ['weiss'],
  sizes: [],
  price: 2900,
  rating: [4, 10],
  age: 10,
});

/** Extra products with their product type (the name up to its model), as the catalog writes it. */
const extras: { product: FixtureProduct; type: [string, string, string] }[] = [
  { product: product('1000050', 'wohnen', ['Emaillebecher Tom', 'Mug émaillé Tom', 'Emaillemok Tom']), type: ['Emaillebecher', 'Mug émaillé', 'Emaillemok'] },
  { product: product('1000051', 'damen-bekleidung', ['Rollkragenpullover Ida', 'Pull à col roulé Ida', 'Coltrui Ida']), type: ['Rollkragenpullover', 'Pull à col roulé', 'Coltrui'] },
  { product: product('1000052', 'wohnen', ['Bratpfanne Rio', 'Poêle Rio', 'Koekenpan Rio']), type: ['Bratpfanne', 'Poêle', 'Koekenpan'] },
  { product: product('1000053', 'wohnen', ['Grillpfanne Rio', 'Poêle gril Rio', 'Grillpan Rio']), type: ['Grillpfanne', 'Poêle gril', 'Grillpan'] },
  { product: product('1000054', 'wohnen', ['Pfanne Basic', 'Poêle Basic', 'Pan Basic']), type: ['Pfanne', 'Poêle', 'Pan'] },
  { product: product('1000055', 'technik-computer', ['Notebook Flux 14 Zoll', 'Ordinateur portable Flux 14 pouces', 'Laptop Flux 14 inch']), type: ['Notebook', 'Ordinateur portable', 'Laptop'] },
];
const languageIndex: Record<Language, 0 | 1 | 2> = { de: 0, fr: 1, nl: 2 };

function snapshot(locale: Locale): CatalogSnapshot {
  const base = fixtureSnapshot(locale);
  const language = languageOf(locale);
  const i = languageIndex[language];
  return {
    ...base,
    products: [
      // The fixture's smartphone with its type, as the catalog writes it.
      ...base.products.map((p) => (p.sku === '1000032' ? { ...p, details: { [attributeLabels.product_type[language]]: 'Smartphone' } } : p)),
      ...extras.map(({ product: p, type }) => ({ ...fixtureProductRow(p, language), details: { [attributeLabels.product_type[language]]: type[i] } })),
    ],
  };
}

const indexes = new Map<Locale, SearchIndex>();
function search(term: string, locale: Locale = 'de-DE') {
  if (!indexes.has(locale)) indexes.set(locale, buildSearchIndex(snapshot(locale)));
  return runSearch(indexes.get(locale)!, term, { filters: {}, sort: 'relevance', page: 1, pageSize: 24 });
}
const skus = (term: string, locale?: Locale) => search(term, locale).hits.map((h) => h.sku);

describe('compounds as shoppers write them', () => {
  it('finds a compound by its head as written, also for a word ending in -er ("Becher" → Emaillebecher)', () => {
    expect(skus('Becher')).toEqual(['1000050']);
  });

  it('searches two words that make a catalog word as that word ("Emaille Becher")', () => {
    expect(search('Emaille Becher')).toMatchObject({ partial: false, correctedFrom: null });
    expect(skus('Emaille Becher')).toEqual(['1000050']);
  });

  it('reads an unknown compound ending in a shopper word with the catalog’s word ("Rollkragenpulli")', () => {
    expect(skus('Rollkragenpulli')).toEqual(['1000051']);
  });

  it('shows the products nearest its parts, marked partial, for a compound nothing matches whole ("Lederkleid")', () => {
    const result = search('Lederkleid');
    expect(result.partial).toBe(true);
    expect(result.hits.map((h) => h.sku)).toEqual(expect.arrayContaining(['1000010', '1000011']));
  });

  it('follows the few exact hits of a subtype compound with its head’s other products ("Bratpfanne")', () => {
    const result = search('Bratpfanne');
    expect(result.partial).toBe(false);
    expect(result.hits[0]!.sku).toBe('1000052');
    expect(result.hits.map((h) => h.sku)).toEqual(expect.arrayContaining(['1000053', '1000054']));
  });
});

describe('what names a product', () => {
  it('ranks the product whose type every word names first ("téléphone portable": the smartphone, not the laptop)', () => {
    expect(skus('téléphone portable', 'fr-CH')[0]).toBe('1000032');
  });

  it('takes a lower-case word after the type for a feature: "massiv" alone finds no exact hit', () => {
    const result = search('massiv');
    expect(result.partial).toBe(true);
    expect(result.hits.map((h) => h.sku)).toEqual(['1000023']);
  });

  it('corrects no typo into a model name ("Mora" is no Schuhschrank Mira)', () => {
    expect(search('Mira').hits.map((h) => h.sku)).toEqual(['1000024']);
    expect(search('Mora')).toMatchObject({ total: 0, correctedFrom: null });
  });
});
