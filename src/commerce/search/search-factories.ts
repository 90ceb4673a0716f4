// A small handmade catalog in German, French and Dutch for the search tests: every product picked to pin one
// behaviour (compounds, synonyms, typos, a compound whose head is not "Schuh", sale, unit price, stock).
import { categories, categoryTexts, media, prices, products, productTexts, variants } from '@/commerce/catalog/catalog.schema';
import type { ColourKey } from '@/commerce/catalog/colours';
import { attributeLabels } from '@/commerce/catalog/product-attributes';
import { getTenant, type Currency, type TenantKey } from '@/commerce/tenant/tenants';
import type { Db } from '@/platform/db/client';
import { languageOf, type Language, type Locale } from '@/platform/i18n/locales';
import type { CatalogSnapshot, SnapshotCategory, SnapshotProduct } from './engine/catalog-snapshot';

export type Tri = [de: string, fr: string, nl: string];

/** [id, parent, names, rule] in tree order; slugs are the ids' last segments. */
export const fixtureCategories: [string, string | null, Tri, string | null][] = [
  ['schuhe', null, ['Schuhe', 'Chaussures', 'Schoenen'], null],
  ['schuhe-damen', 'schuhe', ['Damenschuhe', 'Chaussures femme', 'Damesschoenen'], null],
  ['schuhe-damen-sneaker', 'schuhe-damen', ['Sneaker', 'Baskets', 'Sneakers'], null],
  ['schuhe-damen-stiefeletten', 'schuhe-damen', ['Stiefeletten', 'Bottines', 'Enkellaarsjes'], null],
  ['schuhe-damen-pumps', 'schuhe-damen', ['Pumps', 'Escarpins', 'Pumps'], null],
  ['schuhe-herren', 'schuhe', ['Herrenschuhe', 'Chaussures homme', 'Herenschoenen'], null],
  ['schuhe-herren-sneaker', 'schuhe-herren', ['Sneaker', 'Baskets', 'Sneakers'], null],
  ['schuhe-herren-business', 'schuhe-herren', ['Business-Schuhe', 'Chaussures de ville', 'Nette schoenen'], null],
  ['schuhe-hausschuhe', 'schuhe', ['Hausschuhe', 'Pantoufles', 'Pantoffels'], null],
  ['damen', null, ['Damen', 'Femme', 'Dames'], null],
  ['damen-bekleidung', 'damen', ['Bekleidung', 'Vêtements', 'Kleding'], null],
  ['damen-bekleidung-kleider', 'damen-bekleidung', ['Kleider', 'Robes', 'Jurken'], null],
  ['herren', null, ['Herren', 'Homme', 'Heren'], null],
  ['herren-bekleidung', 'herren', ['Bekleidung', 'Vêtements', 'Kleding'], null],
  ['herren-bekleidung-jeans', 'herren-bekleidung', ['Jeans', 'Jeans', 'Jeans'], null],
  ['herren-bekleidung-hemden', 'herren-bekleidung', ['Hemden', 'Chemises', 'Overhemden'], null],
  ['moebel', null, ['Möbel', 'Meubles', 'Meubels'], null],
  ['moebel-wohnzimmer', 'moebel', ['Wohnzimmer', 'Salon', 'Woonkamer'], null],
  ['moebel-wohnzimmer-sofas', 'moebel-wohnzimmer', ['Sofas & Couches', 'Canapés', 'Banken'], null],
  ['moebel-wohnzimmer-couchtische', 'moebel-wohnzimmer', ['Couchtische', 'Tables basses', 'Salontafels'], null],
  ['moebel-schlafzimmer', 'moebel', ['Schlafzimmer', 'Chambre', 'Slaapkamer'], null],
  ['moebel-schlafzimmer-kleiderschraenke', 'moebel-schlafzimmer', ['Kleiderschränke', 'Armoires', 'Kledingkasten'], null],
  ['technik', null, ['Technik', 'High-tech', 'Elektronica'], null],
  ['technik-tv-audio', 'technik', ['TV & Audio', 'TV & audio', 'Tv & audio'], null],
  ['technik-tv-audio-fernseher', 'technik-tv-audio', ['Fernseher', 'Téléviseurs', 'Televisies'], null],
  ['technik-tv-audio-kopfhoerer', 'technik-tv-audio', ['Kopfhörer', 'Casques & écouteurs', 'Koptelefoons'], null],
  ['technik-computer', 'technik', ['Computer & Smartphones', 'Informatique & smartphones', 'Computers & smartphones'], null],
  ['technik-computer-smartphones', 'technik-computer', ['Smartphones', 'Smartphones', 'Smartphones'], null],
  ['technik-haushaltsgeraete', 'technik', ['Haushaltsgeräte', 'Électroménager', 'Huishoudelijke apparaten'], null],
  ['technik-haushaltsgeraete-kaffeevollautomaten', 'technik-haushaltsgeraete', ['Kaffeevollautomaten', 'Machines à café', 'Koffiemachines'], null],
  ['wohnen', null, ['Wohnen', 'Maison', 'Wonen'], null],
  ['wohnen-heimtextilien', 'wohnen', ['Heimtextilien', 'Linge de maison', 'Woontextiel'], null],
  ['wohnen-heimtextilien-vorhaenge', 'wohnen-heimtextilien', ['Gardinen & Vorhänge', 'Rideaux', 'Gordijnen'], null],
  ['sale', null, ['Sale', 'Soldes', 'Sale'], 'reduced'],
  ['sale-schuhe', 'sale', ['Sale Schuhe', 'Soldes chaussures', 'Sale schoenen'], 'reduced:schuhe'],
];

export interface FixtureProduct {
  sku: string;
  category: string;
  brand: string;
  name: Tri;
  colours: ColourKey[];
  sizes: string[];
  /** Euro cents; Swiss francs are the same number of Rappen. */
  price: number;
  struck?: number;
  rating: [average: number, count: number];
  /** Days before 2026-11-01 the product was listed. */
  age: number;
  stock?: number;
  measure?: [unit: string, quantity: number];
}

const shoeSizes = ['37', '38', '39', '40'];
const manSizes = ['41', '42', '43', '44'];

export const fixtureProducts: FixtureProduct[] = [
  { sku: '1000001', category: 'schuhe-damen-sneaker', brand: 'Lindqvist', name: ['Sneaker Leon', 'Baskets Leon', 'Sneaker Leon'], colours: ['weiss', 'rosa'], sizes: shoeSizes, price: 7999, rating: [4.5, 120], age: 30 },
  { sku: '1000002', category: 'schuhe-damen-sneaker', brand: 'Nordpfad', name: ['Plateau-Sneaker Mila', 'Baskets à plateforme Mila', 'Plateausneaker Mila'], colours: ['schwarz'], sizes: shoeSizes, price: 5999, struck: 7999, rating: [4.1, 30], age: 5 },
  { sku: '1000003', category: 'schuhe-herren-sneaker', brand: 'Lindqvist', name: ['Leder-Sneaker Jonas', 'Baskets en cuir Jonas', 'Leren sneaker Jonas'], colours: ['braun', 'schwarz'], sizes: manSizes, price: 8999, rating: [4.7, 80], age: 60 },
  { sku: '1000004', category: 'schuhe-damen-stiefeletten', brand: 'Castellan', name: ['Stiefelette Ava', 'Bottine Ava', 'Enkellaarsje Ava'], colours: ['cognac', 'schwarz'], sizes: shoeSizes, price: 11999, rating: [4.3, 12], age: 90 },
  { sku: '1000005', category: 'schuhe-damen-pumps', brand: 'Castellan', name: ['Pumps Clara', 'Escarpins Clara', 'Pumps Clara'], colours: ['rot'], sizes: shoeSizes, price: 6999, rating: [3.9, 8], age: 120, stock: 0 },
  { sku: '1000006', category: 'schuhe-herren-business', brand: 'Hartwig', name: ['Schnürschuh Oxford', 'Richelieu Oxford', 'Veterschoen Oxford'], colours: ['schwarz'], sizes: manSizes, price: 12999, rating: [4.8, 40], age: 200 },
  { sku: '1000007', category: 'schuhe-hausschuhe', brand: 'Nordpfad', name: ['Hausschuh Fleece', 'Pantoufle polaire', 'Pantoffel fleece'], colours: ['grau'], sizes: ['M', 'L', 'S'], price: 2499, struck: 2999, rating: [4.0, 15], age: 10 },
  { sku: '1000010', category: 'damen-bekleidung-kleider', brand: 'Elbwerk', name: ['Jerseykleid mit Wickeloptik', 'Robe en jersey portefeuille', 'Jersey jurk met wikkeleffect'], colours: ['blau'], sizes: ['36', '38', '40', '42'], price: 4999, rating: [4.2, 22], age: 15 },
  { sku: '1000011', category: 'damen-bekleidung-kleider', brand: 'Elbwerk', name: ['Sommerkleid aus Leinen', "Robe d'été en lin", 'Zomerjurk van linnen'], colours: ['weiss'], sizes: ['36', '38', '40'], price: 5999, struck: 7999, rating: [4.6, 9], age: 3 },
  { sku: '1000012', category: 'herren-bekleidung-jeans', brand: 'Denimhaus', name: ['Jeans Slim Fit', 'Jean coupe slim', 'Jeans slim fit'], colours: ['blau'], sizes: ['30', '32', '34'], price: 6999, rating: [4.4, 64], age: 45 },
  { sku: '1000013', category: 'herren-bekleidung-hemden', brand: 'Hartwig', name: ['Herrenhemd Oxford', 'Chemise homme Oxford', 'Herenoverhemd Oxford'], colours: ['hellblau'], sizes: ['S', 'M', 'L', 'XL'], price: 3999, rating: [4.0, 18], age: 50 },
  { sku: '1000020', category: 'moebel-wohnzimmer-sofas', brand: 'Holmström', name: ['Sofa Lund, 3-Sitzer', 'Canapé Lund, 3 places', 'Bank Lund, 3-zits'], colours: ['grau'], sizes: [], price: 89900, rating: [4.5, 33], age: 70 },
  { sku: '1000021', category: 'moebel-wohnzimmer-sofas', brand: 'Holmström', name: ['Ecksofa Bergen', "Canapé d'angle Bergen", 'Hoekbank Bergen'], colours: ['anthrazit'], sizes: [], price: 129900, struck: 149900, rating: [4.2, 11], age: 20 },
  { sku: '1000022', category: 'moebel-wohnzimmer-sofas', brand: 'Casa Verde', name: ['Schlafsofa Tromsø', 'Canapé-lit Tromsø', 'Slaapbank Tromsø'], colours: ['beige'], sizes: [], price: 69900, rating: [3.8, 7], age: 100 },
  { sku: '1000023', category: 'moebel-wohnzimmer-couchtische', brand: 'Casa Verde', name: ['Couchtisch Eiche massiv', 'Table basse en chêne massif', 'Salontafel massief eiken'], colours: ['natur'], sizes: [], price: 24900, rating: [4.6, 25], age: 40 },
  { sku: '1000024', category: 'moebel-schlafzimmer-kleiderschraenke', brand: 'Holmström', name: ['Schuhschrank Mira', 'Meuble à chaussures Mira', 'Schoenenkast Mira'], colours: ['weiss'], sizes: [], price: 15900, rating: [4.9, 150], age: 25 },
  { sku: '1000030', category: 'technik-tv-audio-fernseher', brand: 'Voltara', name: ['Fernseher Nova 55 Zoll UHD', 'Téléviseur Nova 55 pouces UHD', 'Televisie Nova 55 inch UHD'], colours: ['schwarz'], sizes: [], price: 54900, rating: [4.4, 51], age: 35 },
  { sku: '1000031', category: 'technik-tv-audio-fernseher', brand: 'Voltara', name: ['OLED-TV Vision 65 Zoll', 'TV OLED Vision 65 pouces', 'OLED-tv Vision 65 inch'], colours: ['schwarz'], sizes: [], price: 129900, rating: [4.7, 19], age: 8 },
  { sku: '1000032', category: 'technik-computer-smartphones', brand: 'Voltara', name: ['Smartphone Nova 8 Pro', 'Smartphone Nova 8 Pro', 'Smartphone Nova 8 Pro'], colours: ['schwarz', 'silber'], sizes: [], price: 59900, rating: [4.3, 88], age: 12 },
  { sku: '1000033', category: 'technik-haushaltsgeraete-kaffeevollautomaten', brand: 'Brühwerk', name: ['Kaffeevollautomat Barista Pro', 'Machine à café automatique Barista Pro', 'Volautomatische koffiemachine Barista Pro'], colours: ['silber'], sizes: [], price: 49900, rating: [4.5, 70], age: 55 },
  { sku: '1000034', category: 'technik-tv-audio-kopfhoerer', brand: 'Klangwerk', name: ['Bluetooth-Kopfhörer Wave', 'Casque Bluetooth Wave', 'Bluetooth-koptelefoon Wave'], colours: ['schwarz', 'weiss'], sizes: [], price: 9999, rating: [4.1, 41], age: 18 },
  { sku: '1000040', category: 'wohnen-heimtextilien-vorhaenge', brand: 'Linnea', name: ['Gardinenstoff Leinen', 'Tissu pour rideaux en lin', 'Gordijnstof linnen'], colours: ['natur'], sizes: [], price: 2500, rating: [4.0, 4], age: 80, measure: ['m', 2.5] },
];

const descriptions: Record<Language, (p: FixtureProduct, name: string) => string> = {
  de: (p, name) => `${name} von ${p.brand}: gut verarbeitet und lange haltbar.`,
  fr: (p, name) => `${name} de ${p.brand} : bien fini et durable.`,
  nl: (p, name) => `${name} van ${p.brand}: goed afgewerkt en duurzaam.`,
};

export const languageIndex: Record<Language, 0 | 1 | 2> = { de: 0, fr: 1, nl: 2 };
const slugify = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export const FIXTURE_EPOCH = Date.UTC(2026, 10, 1);

export function fixtureCategoryRows(language: Language): SnapshotCategory[] {
  const byId = new Map<string, SnapshotCategory>();
  return fixtureCategories.map(([id, parentId, names, rule], position) => {
    const parent = parentId ? byId.get(parentId) : undefined;
    const slug = slugify(names[languageIndex[language]]);
    const row: SnapshotCategory = {
      id,
      parentId,
      idPath: parent ? `${parent.idPath}/${id}` : id,
      position,
      rule,
      name: names[languageIndex[language]],
      slugPath: parent ? `${parent.slugPath}/${slug}` : slug,
    };
    byId.set(id, row);
    return row;
  });
}

export function fixtureProductRow(p: FixtureProduct, language: Language): SnapshotProduct {
  const name = p.name[languageIndex[language]];
  const sizes: (string | null)[] = p.sizes.length > 0 ? p.sizes : [null];
  return {
    sku: p.sku,
    brand: p.brand,
    categoryId: p.category,
    name,
    description: descriptions[language](p, name),
    slug: slugify(name),
    details: {},
    measureUnit: p.measure?.[0] ?? null,
    measureQuantity: p.measure?.[1] ?? null,
    ratingAverage: p.rating[0],
    ratingCount: p.rating[1],
    createdAt: FIXTURE_EPOCH - p.age * 86_400_000,
    price: p.price,
    struckPrice: p.struck ?? null,
    lowest30Price: p.struck ? p.price + 500 : p.price,
    variants: p.colours.flatMap((colour) => sizes.map((size) => ({ size, colour, stock: p.stock ?? 3 }))),
    image: { path: `/media/fixture/${p.sku}.webp`, width: 600, height: 800 },
  };
}

/** A product a search test adds to the fixture, with its product type as the catalog writes it (and a description). */
export interface TypedFixtureProduct {
  product: FixtureProduct;
  type: Tri;
  description?: Tri;
}

/** A product type as the catalog's details write it, in the language. */
export const productTypeDetails = (type: Tri, language: Language) => ({ [attributeLabels.product_type[language]]: type[languageIndex[language]] });

/** The snapshot row of a typed test product. */
export function typedFixtureRow({ product, type, description }: TypedFixtureProduct, language: Language): SnapshotProduct {
  return {
    ...fixtureProductRow(product, language),
    details: productTypeDetails(type, language),
    ...(description ? { description: description[languageIndex[language]] } : {}),
  };
}

export function fixtureSnapshot(locale: Locale, currency: Currency = locale === 'de-CH' || locale === 'fr-CH' ? 'CHF' : 'EUR'): CatalogSnapshot {
  const language = languageOf(locale);
  return {
    tenant: { 'de-DE': 'de', 'de-AT': 'at', 'de-CH': 'ch', 'fr-CH': 'ch', 'nl-NL': 'nl' }[locale],
    locale,
    currency,
    categories: fixtureCategoryRows(language),
    products: fixtureProducts.map((p) => fixtureProductRow(p, language)),
  };
}

// Writes the handmade fixture catalog into a database for one tenant, in every locale of the tenant: the same rows
// the seed would write, so tests go through the real loader.
export interface FixtureOptions {
  /** Replaces the sku's first digit, so two tenants' catalogs never share a sku by accident. */
  skuPrefix?: string;
  /** Only these products (all by default). */
  only?: (product: FixtureProduct) => boolean;
}

export async function writeFixtureCatalog(db: Db, tenantKey: TenantKey, options: FixtureOptions = {}): Promise<string[]> {
  const tenant = getTenant(tenantKey);
  const sku = (s: string) => (options.skuPrefix ? `${options.skuPrefix}${s.slice(1)}` : s);
  const chosen = fixtureProducts.filter(options.only ?? (() => true));
  const base = fixtureCategoryRows('de');
  await db.insert(categories).values(
    base.map((c) => ({ tenantId: tenantKey, id: c.id, parentId: c.parentId, idPath: c.idPath, position: c.position, rule: c.rule })),
  );
  for (const locale of tenant.locales) {
    await db.insert(categoryTexts).values(
      fixtureCategoryRows(languageOf(locale)).map((c) => ({ tenantId: tenantKey, categoryId: c.id, locale, name: c.name, slugPath: c.slugPath })),
    );
  }
  let ean = Number(`${tenantKey.charCodeAt(0)}${tenantKey.charCodeAt(1)}`) * 1e9;
  for (const fixture of chosen) {
    const row = fixtureProductRow(fixture, 'de');
    await db.insert(products).values({
      tenantId: tenantKey,
      sku: sku(row.sku),
      brand: row.brand,
      categoryId: row.categoryId,
      measureUnit: row.measureUnit,
      measureQuantity: row.measureQuantity,
      ratingAverage: row.ratingAverage,
      ratingCount: row.ratingCount,
      createdAt: new Date(row.createdAt),
    });
    await db.insert(productTexts).values(
      tenant.locales.map((locale) => {
        const text = fixtureProductRow(fixture, languageOf(locale));
        return { tenantId: tenantKey, sku: sku(row.sku), locale, name: text.name, description: text.description, slug: text.slug };
      }),
    );
    await db.insert(prices).values({
      tenantId: tenantKey,
      sku: sku(row.sku),
      currency: tenant.currency,
      amount: row.price,
      struckAmount: row.struckPrice,
      lowest30Amount: row.lowest30Price,
      validFrom: new Date(FIXTURE_EPOCH),
    });
    await db.insert(variants).values(
      row.variants.map((v, position) => ({
        tenantId: tenantKey,
        variantSku: `${sku(row.sku)}-${position + 1}`,
        sku: sku(row.sku),
        size: v.size,
        colour: v.colour,
        ean: String(ean++),
        position,
        stock: v.stock,
      })),
    );
    await db.insert(media).values({ tenantId: tenantKey, sku: sku(row.sku), position: 0, path: row.image!.path, width: 600, height: 800 });
  }
  return chosen.map((p) => sku(p.sku));
}
