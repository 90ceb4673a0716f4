// The head of a term and words read together (query-head.ts, query-phrases.ts): a preposition's tail qualifies the
// head, accessories sold beside a product type give way to it, a stop word before half of a hyphenated type is the
// shopper's own word, a compound's head is not "corrected" into another word, and shopper phrases of several words.
import { describe, expect, it } from 'vitest';
import { fixtureSnapshot, productTypeDetails, typedFixtureRow, type FixtureProduct, type Tri, type TypedFixtureProduct } from '@/commerce/search/search-factories';
import { languageOf, type Locale } from '@/platform/i18n/locales';
import type { CatalogSnapshot } from './catalog-snapshot';
import { buildSearchIndex } from './build-search-index';
import { runSearch } from './run-search';
import type { SearchIndex } from './search-index';

const product = (sku: string, category: string, name: Tri): FixtureProduct => ({
  sku,
  category,
  brand: 'Testhaus',
  name,
  colours: ['schwarz'],
  sizes: [],
  price: 4900,
  rating: [4, 10],
  age: 10,
});

/** Products with their type as the catalog writes it, and a description where the behaviour needs one. */
const extras: TypedFixtureProduct[] = [
  { product: product('3000001', 'wohnen-heimtextilien', ['Dekokissen Ida', 'Coussin décoratif Ida', 'Sierkussen Ida']), type: ['Dekokissen', 'Coussin décoratif', 'Sierkussen'] },
  {
    product: product('3000002', 'moebel-wohnzimmer-sofas', ['Big-Sofa Nora', 'Grand canapé Nora', 'Loungebank Nora']),
    type: ['Big-Sofa', 'Grand canapé', 'Loungebank'],
    description: ['Big-Sofa mit losen Kissen, eine Couch für die ganze Familie.', 'Grand canapé avec coussins.', 'Loungebank met losse kussens.'],
  },
  {
    product: product('3000003', 'technik-haushaltsgeraete-kaffeevollautomaten', ['Espresso, ganze Bohne, 1 kg', 'Café en grains espresso, 1 kg', 'Espressobonen, 1 kg']),
    type: ['Kaffeebohnen', 'Café en grains', 'Koffiebonen'],
    description: ['Ideal für Kaffeevollautomaten.', 'Idéal pour les machines automatiques.', 'Ideaal voor volautomaten.'],
  },
  {
    product: product('3000004', 'technik-haushaltsgeraete-kaffeevollautomaten', ['Entkalker für Kaffeevollautomaten, 250 ml', 'Détartrant pour machines à café, 250 ml', 'Ontkalker voor koffiemachines, 250 ml']),
    type: ['Entkalker', 'Détartrant', 'Ontkalker'],
  },
  { product: product('3000005', 'technik-tv-audio-kopfhoerer', ['On-Ear-Kopfhörer Beat', 'Casque supra-auriculaire Beat', 'On-ear koptelefoon Beat']), type: ['On-Ear-Kopfhörer', 'Casque supra-auriculaire', 'On-ear koptelefoon'] },
  { product: product('3000006', 'moebel-wohnzimmer', ['Sitzbank Visby', 'Banc Visby', 'Zitbank Visby']), type: ['Sitzbank', 'Banc', 'Zitbank'] },
  { product: product('3000007', 'moebel-wohnzimmer', ['Bank Ole', 'Banc Ole', 'Bankje Ole']), type: ['Bank', 'Banc', 'Bankje'] },
  { product: product('3000010', 'damen-bekleidung', ['Bralette Lou', 'Bralette Lou', 'Bralette Lou']), type: ['Bralette', 'Bralette', 'Bralette'] },
  { product: product('3000011', 'damen-bekleidung', ['Sport-BH Run', 'Brassière de sport Run', 'Sportbeha Run']), type: ['Sport-BH', 'Brassière de sport', 'Sportbeha'] },
  { product: product('3000012', 'damen-bekleidung', ['Bügel-BH Eve', 'Soutien-gorge à armatures Eve', 'Beugelbh Eve']), type: ['Bügel-BH', 'Soutien-gorge à armatures', 'Beugelbh'] },
];
/** The fixture's coffee machine and headphones with their types. */
const fixtureTypes: Record<string, Tri> = {
  '1000033': ['Kaffeevollautomat', 'Machine à café automatique', 'Volautomatische espressomachine'],
  '1000034': ['Bluetooth-Kopfhörer', 'Casque Bluetooth', 'Bluetooth-koptelefoon'],
};

function snapshot(locale: Locale): CatalogSnapshot {
  const base = fixtureSnapshot(locale);
  const language = languageOf(locale);
  return {
    ...base,
    products: [
      ...base.products.map((p) => (fixtureTypes[p.sku] ? { ...p, details: productTypeDetails(fixtureTypes[p.sku]!, language) } : p)),
      ...extras.map((extra) => typedFixtureRow(extra, language)),
    ],
  };
}

const indexes = new Map<Locale, SearchIndex>();
function search(term: string, locale: Locale = 'de-DE') {
  if (!indexes.has(locale)) indexes.set(locale, buildSearchIndex(snapshot(locale)));
  return runSearch(indexes.get(locale)!, term, { filters: {}, sort: 'relevance', page: 1, pageSize: 24 });
}
const skus = (term: string, locale?: Locale) => search(term, locale).hits.map((h) => h.sku);

describe('the head of a term', () => {
  it('ranks the head’s type first in a partial answer: "Kissen für die Couch" shows the cushion before a sofa that mentions cushions', () => {
    const result = search('Kissen für die Couch');
    expect(result.partial).toBe(true);
    expect(result.hits[0]!.sku).toBe('3000001');
  });

  it('ranks the machines above the beans sold in their category ("machine à café grain", "koffiemachine bonen")', () => {
    expect(search('machine à café grain', 'fr-CH')).toMatchObject({ partial: true });
    expect(skus('machine à café grain', 'fr-CH')[0]).toBe('1000033');
    expect(skus('koffiemachine bonen', 'nl-NL')[0]).toBe('1000033');
  });

  it('keeps an accessory that names what it is for: "koffiemachine ontkalker" is the descaler', () => {
    expect(search('koffiemachine ontkalker', 'nl-NL')).toMatchObject({ partial: false });
    expect(skus('koffiemachine ontkalker', 'nl-NL')).toEqual(['3000004']);
  });
});

describe('words read together', () => {
  it('reads "in ear" as the shopper’s own type, not the On-Ear headphones: partial, the word named as not found', () => {
    const result = search('in ear kopfhörer');
    expect(result.partial).toBe(true);
    expect(result.correctedFrom).toBe('in ear kopfhörer');
    expect(result.term).toBe('kopfhörer');
    expect(search('on ear kopfhörer').hits[0]!.sku).toBe('3000005');
  });

  it('corrects no compound’s head into another word ("Sitzsack" is no Sitzbank), but still a typo in it ("Sitzbnak")', () => {
    // "Sitz" and "Bank" are catalog words, so "Sitzbank" is a compound of them: two edits in its four-letter head.
    expect(search('Sitzsack')).toMatchObject({ total: 0, correctedFrom: null });
    expect(skus('Sitzbnak')).toEqual(['3000006']);
  });

  it('reads a shopper phrase of several words: "BH ohne Bügel" is the bralette and the sports bra, in every language', () => {
    expect(skus('BH ohne Bügel').sort()).toEqual(['3000010', '3000011']);
    expect(skus('soutien-gorge sans armatures', 'fr-CH').sort()).toEqual(['3000010', '3000011']);
    expect(skus('bh zonder beugel', 'nl-NL').sort()).toEqual(['3000010', '3000011']);
  });

  it('does not read the phrase’s content word alone as the phrase: "Bügel BH" is the underwired bra', () => {
    expect(skus('Bügel BH')[0]).toBe('3000012');
  });
});
