// The shopper vocabulary (analysis/shopper-words, decision 0059): everyday and regional words find the catalog's
// product types, a word one country reads differently only in that country's shop, German and Swiss diminutives
// their base, and a class word finds its members after what the word itself names.
import { describe, expect, it } from 'vitest';
import { fixtureSnapshot, languageIndex, typedFixtureRow, type FixtureProduct, type Tri, type TypedFixtureProduct } from '@/commerce/search/search-factories';
import { languageOf, type Locale } from '@/platform/i18n/locales';
import type { CatalogSnapshot, SnapshotCategory } from './catalog-snapshot';
import { buildSearchIndex } from './build-search-index';
import { runSearch } from './run-search';
import type { SearchIndex } from './search-index';

const product = (sku: string, category: string, name: Tri): FixtureProduct => ({
  sku,
  category,
  brand: 'Testhaus',
  name,
  colours: ['grau'],
  sizes: [],
  price: 9900,
  rating: [4, 10],
  age: 10,
});

/** Products of types the handmade fixture lacks, with their product type as the catalog writes it. */
const extras: TypedFixtureProduct[] = [
  { product: product('2000001', 'moebel-wohnzimmer-sessel', ['Ohrensessel Lina', 'Fauteuil à oreilles Lina', 'Oorfauteuil Lina']), type: ['Ohrensessel', 'Fauteuil à oreilles', 'Oorfauteuil'] },
  { product: product('2000002', 'moebel-esszimmer-stuehle', ['Polsterstuhl, 2er-Set Frida', 'Chaises rembourrées, lot de 2 Frida', 'Gestoffeerde stoelen, set van 2 Frida']), type: ['Polsterstuhl', 'Chaises rembourrées', 'Gestoffeerde stoelen'] },
  { product: product('2000003', 'moebel-garten', ['Balkonset Bornholm', 'Ensemble de balcon Bornholm', 'Balkonset Bornholm']), type: ['Balkonset', 'Ensemble de balcon', 'Balkonset'] },
  { product: product('2000004', 'moebel-garten', ['Sonnenliege Sylt', 'Bain de soleil Sylt', 'Ligbed Sylt']), type: ['Sonnenliege', 'Bain de soleil', 'Ligbed'] },
  { product: product('2000005', 'moebel-garten', ['Gartenstuhl, 2er-Set Oslo', 'Chaises de jardin, lot de 2 Oslo', 'Tuinstoelen, set van 2 Oslo']), type: ['Gartenstuhl', 'Chaises de jardin', 'Tuinstoelen'] },
  { product: product('2000006', 'damen-bekleidung-roecke', ['Faltenrock Mia', 'Jupe plissée Mia', 'Plooirok Mia']), type: ['Faltenrock', 'Jupe plissée', 'Plooirok'] },
  { product: product('2000007', 'damen-bekleidung', ['Bademantel Ben', 'Peignoir Ben', 'Badjas Ben']), type: ['Bademantel', 'Peignoir', 'Badjas'] },
  { product: product('2000008', 'moebel-schlafzimmer-kleiderschraenke', ['Kleiderschrank Malmö', 'Armoire Malmö', 'Kledingkast Malmö']), type: ['Kleiderschrank', 'Armoire', 'Kledingkast'] },
  { product: product('2000009', 'damen-bekleidung', ['Badeanzug Nora', 'Maillot de bain une pièce Nora', 'Badpak Nora']), type: ['Badeanzug', 'Maillot de bain une pièce', 'Badpak'] },
];

const extraCategories: [string, string, Tri][] = [
  ['moebel-wohnzimmer-sessel', 'moebel-wohnzimmer', ['Sessel', 'Fauteuils', 'Fauteuils']],
  ['moebel-esszimmer', 'moebel', ['Esszimmer', 'Salle à manger', 'Eetkamer']],
  ['moebel-esszimmer-stuehle', 'moebel-esszimmer', ['Stühle & Bänke', 'Chaises & bancs', 'Stoelen & bankjes']],
  ['moebel-garten', 'moebel', ['Garten & Balkon', 'Jardin & balcon', 'Tuin & balkon']],
  ['damen-bekleidung-roecke', 'damen-bekleidung', ['Röcke', 'Jupes', 'Rokken']],
];

function snapshot(locale: Locale): CatalogSnapshot {
  const base = fixtureSnapshot(locale);
  const language = languageOf(locale);
  const i = languageIndex[language];
  const pathOf = (id: string): string => {
    const parent = [...base.categories, ...added].find((c) => c.id === id);
    return parent ? parent.idPath : id;
  };
  const added: SnapshotCategory[] = [];
  for (const [id, parentId, name] of extraCategories) {
    added.push({ id, parentId, idPath: `${pathOf(parentId)}/${id}`, position: 50 + added.length, rule: null, name: name[i], slugPath: id });
  }
  return {
    ...base,
    categories: [...base.categories, ...added],
    products: [
      ...base.products,
      ...extras.map((extra) => typedFixtureRow(extra, language)),
    ],
  };
}

const indexes = new Map<Locale, SearchIndex>();
function search(term: string, locale: Locale) {
  if (!indexes.has(locale)) indexes.set(locale, buildSearchIndex(snapshot(locale)));
  return runSearch(indexes.get(locale)!, term, { filters: {}, sort: 'relevance', page: 1, pageSize: 24 });
}
/** The exact hits (a partial answer, which says so, has none). */
const exact = (term: string, locale: Locale) => {
  const result = search(term, locale);
  return result.partial ? [] : result.hits.map((h) => h.sku);
};

describe('regional words in their own shop only', () => {
  it('reads the Austrian "Sessel" as a chair in Austria, after the armchairs the word names, and as an armchair in Germany', () => {
    expect(exact('sessel', 'de-AT')).toEqual(['2000001', '2000002']);
    expect(exact('sessel', 'de-DE')).toEqual(['2000001']);
  });

  it('finds the Austrian "Kittel" (a skirt) and "Gwandkasten" (a wardrobe) in Austria', () => {
    expect(exact('kittel', 'de-AT')).toEqual(['2000006']);
    expect(exact('kittel', 'de-DE')).toEqual([]);
    expect(exact('gwandkasten', 'de-AT')).toContain('2000008');
  });

  it('finds the Swiss "Finken" (slippers) and "Badekleid" (a swimsuit) in Switzerland', () => {
    expect(exact('finken', 'de-CH')).toEqual(['1000007']);
    expect(exact('badekleid', 'de-CH')).toEqual(['2000009']);
    expect(exact('finken', 'de-DE')).toEqual([]);
  });
});

describe('everyday words in every shop of the language', () => {
  it('German: Liegestuhl, Kanapee, Hauspatschen are the catalog’s Sonnenliege, sofas, Hausschuhe', () => {
    expect(exact('liegestuhl', 'de-DE')).toEqual(['2000004']);
    expect(exact('kanapee', 'de-DE')).toEqual(expect.arrayContaining(['1000020', '1000021', '1000022']));
    expect(exact('saunamantel', 'de-DE')).toEqual(['2000007']);
  });

  it('French: a two-word phrase the data writes joined ("robe de chambre"), transat, penderie', () => {
    expect(exact('robe de chambre', 'fr-CH')).toEqual(['2000007']);
    expect(exact('transat', 'fr-CH')).toEqual(['2000004']);
    expect(exact('penderie', 'fr-CH')).toContain('2000008');
  });

  it('Dutch: klerenkast, zwempak, ligstoel are the catalog’s kledingkast, badpak, ligbed', () => {
    expect(exact('klerenkast', 'nl-NL')).toContain('2000008');
    expect(exact('zwempak', 'nl-NL')).toEqual(['2000009']);
    expect(exact('ligstoel', 'nl-NL')).toEqual(['2000004']);
  });
});

describe('German, Swiss and Austrian diminutives by their base', () => {
  it('reads "Röckchen", Swiss "Röckli" and "Kleidli" as the skirt and the dresses they are diminutives of', () => {
    expect(exact('röckchen', 'de-DE')).toEqual(['2000006']);
    expect(exact('röckli', 'de-CH')).toEqual(['2000006']);
    expect(exact('kleidli', 'de-CH').sort()).toEqual(['1000010', '1000011']);
  });

  it('reads the Austrian "Röckerl" as the skirt, and leaves an "-erl" word the catalog knows as it is', () => {
    expect(exact('röckerl', 'de-AT')).toEqual(['2000006']);
    expect(exact('röckerl', 'de-DE')).toEqual(['2000006']);
  });

  it('leaves a word alone whose base is no catalog word ("Müesli")', () => {
    expect(exact('müesli', 'de-CH')).toEqual([]);
  });
});

describe('a class word does not drown what the word names', () => {
  it('"Balkonmöbel" shows the balcony set it names first, the other garden furniture after it', () => {
    const hits = exact('balkonmöbel', 'de-DE');
    expect(hits[0]).toBe('2000003');
    expect(hits.slice(1).sort()).toEqual(['2000004', '2000005']);
  });

  it('a member of a class is not found by the names of its fellow members ("Sonnenliege" is no Balkonset)', () => {
    expect(exact('sonnenliege', 'de-DE')).toEqual(['2000004']);
    expect(exact('gartenmöbel', 'de-DE').sort()).toEqual(['2000003', '2000004', '2000005']);
  });
});
