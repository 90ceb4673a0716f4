// The category tree every shop sells from: ids, parents, order, names and slugs per language. The slugs are the ones
// the shipped navigation links to (content/<tenant>/<locale>/navigation.json); a test keeps both in step.
import type { Language } from '@/platform/i18n/locales';

export interface CategoryNode {
  /** Stable and language-neutral: the German slug path with "-" ("damen-bekleidung-kleider"). */
  id: string;
  parentId: string | null;
  /** Ids from the root down to this category, joined with "/". */
  idPath: string;
  position: number;
  depth: number;
  /** Virtual categories list products by a rule (see category-rule.ts) instead of membership. */
  rule: string | null;
  name: Record<Language, string>;
  /** Austrian and Swiss German names where the shops call a category differently. */
  nameOverride: { 'de-AT'?: string; 'de-CH'?: string };
  /** The last slug segment per language; the slug path is the parent's path plus this. */
  slug: Record<Language, string>;
}

type Row = [dePath: string, de: string, frSlug: string, fr: string, nlSlug: string, nl: string, local?: { at?: string; ch?: string }];

/** In navigation order; a parent comes before its children. */
const rows: Row[] = [
  ['damen', 'Damen', 'femme', 'Femme', 'dames', 'Dames'],
  ['damen/bekleidung', 'Bekleidung', 'vetements', 'Vêtements', 'kleding', 'Kleding'],
  ['damen/bekleidung/kleider', 'Kleider', 'robes', 'Robes', 'jurken', 'Jurken'],
  ['damen/bekleidung/blusen', 'Blusen & Tuniken', 'blouses', 'Blouses & tuniques', 'blouses', 'Blouses & tunieken'],
  ['damen/bekleidung/shirts', 'Shirts & Tops', 't-shirts', 'T-shirts & tops', 'shirts', 'Shirts & tops'],
  ['damen/bekleidung/hosen', 'Hosen', 'pantalons', 'Pantalons', 'broeken', 'Broeken'],
  ['damen/bekleidung/jeans', 'Jeans', 'jeans', 'Jeans', 'jeans', 'Jeans'],
  ['damen/bekleidung/jacken-maentel', 'Jacken & Mäntel', 'vestes-manteaux', 'Vestes & manteaux', 'jassen', 'Jassen'],
  ['damen/bekleidung/strick', 'Pullover & Strickjacken', 'pulls', 'Pulls & gilets', 'truien', 'Truien & vesten', { at: 'Pullover & Westen' }],
  ['damen/bekleidung/roecke', 'Röcke', 'jupes', 'Jupes', 'rokken', 'Rokken'],
  ['damen/waesche', 'Wäsche & Bademode', 'lingerie', 'Lingerie & maillots de bain', 'lingerie', 'Lingerie & badmode'],
  ['damen/waesche/bhs', 'BHs', 'soutiens-gorge', 'Soutiens-gorge', 'bhs', 'Bh’s'],
  ['damen/waesche/slips', 'Slips', 'culottes', 'Culottes', 'slips', 'Slips'],
  ['damen/waesche/nachtwaesche', 'Nachtwäsche', 'nuit', 'Vêtements de nuit', 'nachtmode', 'Nachtmode'],
  ['damen/waesche/bademode', 'Bademode', 'maillots-de-bain', 'Maillots de bain', 'badmode', 'Badmode'],
  ['damen/accessoires', 'Accessoires', 'accessoires', 'Accessoires', 'accessoires', 'Accessoires'],
  ['damen/accessoires/taschen', 'Taschen', 'sacs', 'Sacs', 'tassen', 'Tassen'],
  ['damen/accessoires/schmuck', 'Schmuck', 'bijoux', 'Bijoux', 'sieraden', 'Sieraden'],
  ['damen/accessoires/schals', 'Tücher & Schals', 'echarpes', 'Foulards & écharpes', 'sjaals', 'Sjaals'],
  ['herren', 'Herren', 'homme', 'Homme', 'heren', 'Heren'],
  ['herren/bekleidung', 'Bekleidung', 'vetements', 'Vêtements', 'kleding', 'Kleding'],
  ['herren/bekleidung/hemden', 'Hemden', 'chemises', 'Chemises', 'overhemden', 'Overhemden'],
  ['herren/bekleidung/shirts', 'T-Shirts & Polos', 't-shirts', 'T-shirts & polos', 't-shirts', 'T-shirts & polo’s'],
  ['herren/bekleidung/hosen', 'Hosen', 'pantalons', 'Pantalons', 'broeken', 'Broeken'],
  ['herren/bekleidung/jeans', 'Jeans', 'jeans', 'Jeans', 'jeans', 'Jeans'],
  ['herren/bekleidung/strick', 'Pullover & Strickjacken', 'pulls', 'Pulls & gilets', 'truien', 'Truien & vesten', { at: 'Pullover & Westen' }],
  ['herren/bekleidung/jacken', 'Jacken', 'vestes', 'Vestes', 'jassen', 'Jassen'],
  ['herren/bekleidung/anzuege', 'Anzüge & Sakkos', 'costumes', 'Costumes & vestons', 'pakken', 'Pakken & colberts'],
  ['herren/waesche', 'Wäsche', 'sous-vetements', 'Sous-vêtements', 'ondermode', 'Ondermode'],
  ['herren/waesche/unterwaesche', 'Unterwäsche', 'boxers', 'Caleçons & boxers', 'ondergoed', 'Ondergoed'],
  ['herren/waesche/socken', 'Socken', 'chaussettes', 'Chaussettes', 'sokken', 'Sokken'],
  ['herren/waesche/nachtwaesche', 'Nachtwäsche', 'pyjamas', 'Pyjamas', 'pyjamas', 'Pyjama’s'],
  ['kinder', 'Kinder', 'enfant', 'Enfant', 'kinderen', 'Kinderen'],
  ['kinder/maedchen', 'Mädchen', 'fille', 'Fille', 'meisjes', 'Meisjes'],
  ['kinder/maedchen/kleider', 'Kleider & Röcke', 'robes', 'Robes & jupes', 'jurken', 'Jurken & rokken'],
  ['kinder/maedchen/oberteile', 'Shirts & Pullover', 'hauts', 'Hauts & pulls', 'shirts', 'Shirts & truien'],
  ['kinder/maedchen/hosen', 'Hosen & Jeans', 'pantalons', 'Pantalons & jeans', 'broeken', 'Broeken & jeans'],
  ['kinder/jungen', 'Jungen', 'garcon', 'Garçon', 'jongens', 'Jongens'],
  ['kinder/jungen/oberteile', 'Shirts & Pullover', 'hauts', 'Hauts & pulls', 'shirts', 'Shirts & truien'],
  ['kinder/jungen/hosen', 'Hosen & Jeans', 'pantalons', 'Pantalons & jeans', 'broeken', 'Broeken & jeans'],
  ['kinder/jungen/jacken', 'Jacken', 'vestes', 'Vestes', 'jassen', 'Jassen'],
  ['kinder/baby', 'Baby', 'bebe', 'Bébé', 'baby', 'Baby'],
  ['kinder/baby/bodys', 'Bodys & Strampler', 'bodies', 'Bodies & grenouillères', 'rompers', 'Rompers & boxpakjes'],
  ['kinder/baby/babyzimmer', 'Babyzimmer', 'chambre', 'Chambre de bébé', 'babykamer', 'Babykamer'],
  ['schuhe', 'Schuhe', 'chaussures', 'Chaussures', 'schoenen', 'Schoenen'],
  ['schuhe/damen', 'Damenschuhe', 'femme', 'Chaussures femme', 'dames', 'Damesschoenen'],
  ['schuhe/damen/sneaker', 'Sneaker', 'baskets', 'Baskets', 'sneakers', 'Sneakers'],
  ['schuhe/damen/stiefeletten', 'Stiefeletten', 'bottines', 'Bottines', 'enkellaarsjes', 'Enkellaarsjes'],
  ['schuhe/damen/pumps', 'Pumps', 'escarpins', 'Escarpins', 'pumps', 'Pumps'],
  ['schuhe/damen/sandalen', 'Sandalen', 'sandales', 'Sandales', 'sandalen', 'Sandalen'],
  ['schuhe/herren', 'Herrenschuhe', 'homme', 'Chaussures homme', 'heren', 'Herenschoenen'],
  ['schuhe/herren/sneaker', 'Sneaker', 'baskets', 'Baskets', 'sneakers', 'Sneakers'],
  ['schuhe/herren/business', 'Business-Schuhe', 'ville', 'Chaussures de ville', 'nette-schoenen', 'Nette schoenen'],
  ['schuhe/herren/boots', 'Boots', 'boots', 'Boots', 'boots', 'Boots'],
  ['schuhe/kinder', 'Kinderschuhe', 'enfant', 'Chaussures enfant', 'kinderen', 'Kinderschoenen'],
  ['schuhe/hausschuhe', 'Hausschuhe', 'pantoufles', 'Pantoufles', 'pantoffels', 'Pantoffels', { at: 'Hausschuhe & Patschen', ch: 'Hausschuhe & Finken' }],
  ['moebel', 'Möbel', 'meubles', 'Meubles', 'meubels', 'Meubels'],
  ['moebel/wohnzimmer', 'Wohnzimmer', 'salon', 'Salon', 'woonkamer', 'Woonkamer'],
  ['moebel/wohnzimmer/sofas', 'Sofas & Couches', 'canapes', 'Canapés', 'banken', 'Banken'],
  ['moebel/wohnzimmer/sessel', 'Sessel', 'fauteuils', 'Fauteuils', 'fauteuils', 'Fauteuils', { at: 'Fauteuils & Sessel' }],
  ['moebel/wohnzimmer/couchtische', 'Couchtische', 'tables-basses', 'Tables basses', 'salontafels', 'Salontafels'],
  ['moebel/wohnzimmer/tv-moebel', 'TV-Möbel', 'meubles-tv', 'Meubles TV', 'tv-meubels', 'Tv-meubels'],
  ['moebel/schlafzimmer', 'Schlafzimmer', 'chambre', 'Chambre', 'slaapkamer', 'Slaapkamer'],
  ['moebel/schlafzimmer/betten', 'Betten', 'lits', 'Lits', 'bedden', 'Bedden'],
  ['moebel/schlafzimmer/matratzen', 'Matratzen', 'matelas', 'Matelas', 'matrassen', 'Matrassen'],
  ['moebel/schlafzimmer/kleiderschraenke', 'Kleiderschränke', 'armoires', 'Armoires', 'kledingkasten', 'Kledingkasten', { at: 'Kleiderkästen' }],
  ['moebel/esszimmer', 'Esszimmer', 'salle-a-manger', 'Salle à manger', 'eetkamer', 'Eetkamer'],
  ['moebel/esszimmer/esstische', 'Esstische', 'tables', 'Tables', 'eettafels', 'Eettafels'],
  ['moebel/esszimmer/stuehle', 'Stühle & Bänke', 'chaises', 'Chaises & bancs', 'stoelen', 'Stoelen & bankjes'],
  ['moebel/garten', 'Garten & Balkon', 'jardin', 'Jardin & balcon', 'tuin', 'Tuin & balkon', { at: 'Garten & Terrasse' }],
  ['wohnen', 'Wohnen', 'maison', 'Maison', 'wonen', 'Wonen'],
  ['wohnen/heimtextilien', 'Heimtextilien', 'linge', 'Linge de maison', 'woontextiel', 'Woontextiel'],
  ['wohnen/heimtextilien/bettwaesche', 'Bettwäsche', 'linge-de-lit', 'Linge de lit', 'dekbedovertrekken', 'Dekbedovertrekken'],
  ['wohnen/heimtextilien/handtuecher', 'Handtücher', 'linge-de-bain', 'Linge de bain', 'handdoeken', 'Handdoeken'],
  ['wohnen/heimtextilien/vorhaenge', 'Gardinen & Vorhänge', 'rideaux', 'Rideaux', 'gordijnen', 'Gordijnen', { at: 'Vorhänge', ch: 'Vorhänge' }],
  ['wohnen/heimtextilien/teppiche', 'Teppiche', 'tapis', 'Tapis', 'vloerkleden', 'Vloerkleden'],
  ['wohnen/kueche', 'Küche & Haushalt', 'cuisine', 'Cuisine & ménage', 'keuken', 'Keuken & huishouden'],
  ['wohnen/kueche/toepfe-pfannen', 'Töpfe & Pfannen', 'casseroles', 'Casseroles & poêles', 'pannen', 'Pannen'],
  ['wohnen/kueche/geschirr', 'Geschirr', 'vaisselle', 'Vaisselle', 'servies', 'Servies'],
  ['wohnen/kueche/aufbewahrung', 'Aufbewahrung', 'rangement', 'Rangement', 'opbergen', 'Opbergen'],
  ['wohnen/deko', 'Leuchten & Deko', 'deco', 'Luminaires & déco', 'decoratie', 'Verlichting & decoratie'],
  ['wohnen/deko/lampen', 'Lampen', 'lampes', 'Lampes', 'lampen', 'Lampen'],
  ['wohnen/deko/accessoires', 'Deko-Accessoires', 'objets', 'Objets déco', 'accessoires', 'Woonaccessoires'],
  ['technik', 'Technik', 'high-tech', 'High-tech', 'elektronica', 'Elektronica'],
  ['technik/tv-audio', 'TV & Audio', 'tv-audio', 'TV & audio', 'tv-audio', 'Tv & audio'],
  ['technik/tv-audio/fernseher', 'Fernseher', 'televiseurs', 'Téléviseurs', 'televisies', 'Televisies'],
  ['technik/tv-audio/soundbars', 'Soundbars', 'barres-de-son', 'Barres de son', 'soundbars', 'Soundbars'],
  ['technik/tv-audio/kopfhoerer', 'Kopfhörer', 'casques', 'Casques & écouteurs', 'koptelefoons', 'Koptelefoons'],
  ['technik/haushaltsgeraete', 'Haushaltsgeräte', 'electromenager', 'Électroménager', 'huishoudelijk', 'Huishoudelijke apparaten'],
  ['technik/haushaltsgeraete/waschmaschinen', 'Waschmaschinen', 'lave-linge', 'Lave-linge', 'wasmachines', 'Wasmachines'],
  ['technik/haushaltsgeraete/kuehlschraenke', 'Kühlschränke', 'refrigerateurs', 'Réfrigérateurs', 'koelkasten', 'Koelkasten'],
  ['technik/haushaltsgeraete/staubsauger', 'Staubsauger', 'aspirateurs', 'Aspirateurs', 'stofzuigers', 'Stofzuigers'],
  ['technik/haushaltsgeraete/kaffeevollautomaten', 'Kaffeevollautomaten', 'machines-a-cafe', 'Machines à café', 'koffiemachines', 'Koffiemachines'],
  ['technik/computer', 'Computer & Smartphones', 'informatique', 'Informatique & smartphones', 'computers', 'Computers & smartphones'],
  ['technik/computer/notebooks', 'Notebooks', 'portables', 'Ordinateurs portables', 'laptops', 'Laptops'],
  ['technik/computer/tablets', 'Tablets', 'tablettes', 'Tablettes', 'tablets', 'Tablets'],
  ['technik/computer/smartphones', 'Smartphones', 'smartphones', 'Smartphones', 'smartphones', 'Smartphones'],
  ['sale', 'Sale', 'soldes', 'Soldes', 'sale', 'Sale'],
  ['sale/damen', 'Sale Damen', 'femme', 'Soldes femme', 'dames', 'Sale dames'],
  ['sale/herren', 'Sale Herren', 'homme', 'Soldes homme', 'heren', 'Sale heren'],
  ['sale/schuhe', 'Sale Schuhe', 'chaussures', 'Soldes chaussures', 'schoenen', 'Sale schoenen'],
  ['sale/moebel-wohnen', 'Sale Möbel & Wohnen', 'meubles-maison', 'Soldes meubles & maison', 'meubels-wonen', 'Sale meubels & wonen'],
  ['sale/technik', 'Sale Technik', 'high-tech', 'Soldes high-tech', 'elektronica', 'Sale elektronica'],];

/** Sale lists reduced products; its children restrict the rule to departments (ids of top-level categories). */
const saleRules: Record<string, string> = {
  sale: 'reduced',
  'sale-damen': 'reduced:damen',
  'sale-herren': 'reduced:herren',
  'sale-schuhe': 'reduced:schuhe',
  'sale-moebel-wohnen': 'reduced:moebel,wohnen',
  'sale-technik': 'reduced:technik',
};

function buildTree(): CategoryNode[] {
  const byPath = new Map<string, CategoryNode>();
  const siblings = new Map<string | null, number>();
  return rows.map(([dePath, de, frSlug, fr, nlSlug, nl, local]) => {
    const segments = dePath.split('/');
    const parent = segments.length > 1 ? byPath.get(segments.slice(0, -1).join('/')) : undefined;
    if (segments.length > 1 && !parent) throw new Error(`category ${dePath} is listed before its parent`);
    const id = segments.join('-');
    const parentId = parent?.id ?? null;
    const position = siblings.get(parentId) ?? 0;
    siblings.set(parentId, position + 1);
    const node: CategoryNode = {
      id,
      parentId,
      idPath: parent ? `${parent.idPath}/${id}` : id,
      position,
      depth: segments.length - 1,
      rule: saleRules[id] ?? null,
      name: { de, fr, nl },
      nameOverride: { ...(local?.at ? { 'de-AT': local.at } : {}), ...(local?.ch ? { 'de-CH': local.ch } : {}) },
      slug: { de: segments.at(-1)!, fr: frSlug, nl: nlSlug },
    };
    byPath.set(dePath, node);
    return node;
  });
}

export const categoryTree: readonly CategoryNode[] = buildTree();

const byId = new Map(categoryTree.map((node) => [node.id, node]));

export function categoryById(id: string): CategoryNode | undefined {
  return byId.get(id);
}

/** Categories products are filed under: the leaves of the real (non-virtual) tree. */
export const leafCategoryIds: readonly string[] = categoryTree
  .filter((node) => node.rule === null && !categoryTree.some((child) => child.parentId === node.id))
  .map((node) => node.id);

/** The localized path below /c/ ("damen/bekleidung/kleider", "femme/vetements/robes"). */
export function categorySlugPath(node: CategoryNode, language: Language): string {
  const parts: string[] = [];
  for (let current: CategoryNode | undefined = node; current; current = current.parentId ? byId.get(current.parentId) : undefined) {
    parts.unshift(current.slug[language]);
  }
  return parts.join('/');
}
