// Phrase tables for the demo catalog: every text exists in German, French and Dutch, written, not translated by
// machine. `tri` keeps the three side by side so a missing language is a type error.
import type { Language } from '@/platform/i18n/locales';

export type Tri = Readonly<Record<Language, string>>;

export function tri(de: string, fr: string, nl: string): Tri {
  return { de, fr, nl };
}

/** Fills {placeholders} from vars; numbers use a decimal comma, as all three languages write them. */
export function fill(text: string, vars: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = vars[key];
    if (value === undefined) return whole;
    return typeof value === 'number' ? String(value).replace('.', ',') : value;
  });
}

export function fillTri(
  text: Tri,
  vars: Readonly<Record<Language, Readonly<Record<string, string | number>>>>,
): Tri {
  return { de: fill(text.de, vars.de), fr: fill(text.fr, vars.fr), nl: fill(text.nl, vars.nl) };
}

export const materials = {
  baumwolle: tri('Baumwolle', 'coton', 'katoen'),
  biobaumwolle: tri('Bio-Baumwolle', 'coton bio', 'biologisch katoen'),
  baumwollmix: tri('Baumwollmischung', 'coton mélangé', 'katoenmix'),
  viskose: tri('Viskose', 'viscose', 'viscose'),
  jersey: tri(
    'Jersey (Viskose mit Elasthan)',
    'jersey (viscose et élasthanne)',
    'jersey (viscose met elastaan)',
  ),
  leinen: tri('Leinen', 'lin', 'linnen'),
  wolle: tri('Schurwolle', 'laine vierge', 'scheerwol'),
  strick: tri('Feinstrick aus Baumwolle', 'maille fine en coton', 'fijngebreid katoen'),
  polyester: tri('recyceltes Polyester', 'polyester recyclé', 'gerecycled polyester'),
  denim: tri('Denim mit Stretch', 'denim stretch', 'stretchdenim'),
  spitze: tri('Spitze mit Mikrofaser', 'dentelle et microfibre', 'kant met microvezel'),
  mikrofaser: tri('Mikrofaser', 'microfibre', 'microvezel'),
  satin: tri('Satin', 'satin', 'satijn'),
  leder: tri('Glattleder', 'cuir lisse', 'glad leer'),
  veloursleder: tri('Veloursleder', 'cuir velours', 'suède'),
  textil: tri('Textil mit Mesh', 'textile et mesh', 'textiel met mesh'),
  lederimitat: tri('Lederimitat', 'simili cuir', 'imitatieleer'),
  filz: tri('Filz', 'feutre', 'vilt'),
  webstoff: tri('Webstoff', 'tissu tissé', 'geweven stof'),
  samt: tri('Samt', 'velours', 'fluweel'),
  cord: tri('Cord', 'velours côtelé', 'ribfluweel'),
  boucle: tri('Bouclé', 'bouclette', 'bouclé'),
  eiche: tri('Eiche massiv', 'chêne massif', 'massief eikenhout'),
  eichenfurnier: tri('Eichenfurnier', 'placage chêne', 'eikenfineer'),
  kiefer: tri('Kiefer massiv', 'pin massif', 'massief grenenhout'),
  akazie: tri('Akazie massiv', 'acacia massif', 'massief acaciahout'),
  mdf: tri('MDF, lackiert', 'MDF laqué', 'MDF, gelakt'),
  metall: tri('pulverbeschichtetes Metall', 'métal thermolaqué', 'gepoedercoat metaal'),
  aluminium: tri('Aluminium', 'aluminium', 'aluminium'),
  rattan: tri('Polyrattan', 'résine tressée', 'polyrotan'),
  glas: tri('Glas', 'verre', 'glas'),
  keramik: tri('Keramik', 'céramique', 'keramiek'),
  porzellan: tri('Porzellan', 'porcelaine', 'porselein'),
  steingut: tri('Steingut', 'faïence', 'aardewerk'),
  edelstahl: tri('Edelstahl', 'acier inoxydable', 'roestvrij staal'),
  gusseisen: tri('Gusseisen, emailliert', 'fonte émaillée', 'geëmailleerd gietijzer'),
  kunststoff: tri('Kunststoff (BPA-frei)', 'plastique sans BPA', 'kunststof (BPA-vrij)'),
  frottee: tri('Frottee aus Baumwolle', 'éponge de coton', 'katoenen badstof'),
  renforce: tri('Renforcé aus Baumwolle', 'percale de coton', 'katoenen renforcé'),
  satinbaumwolle: tri('Mako-Satin', 'satin de coton', 'katoensatijn'),
  flanell: tri('Biber (Flanell)', 'flanelle', 'flanel'),
  schaum: tri('Kaltschaum', 'mousse à mémoire de forme', 'koudschuim'),
  tonnen: tri('Tonnentaschenfederkern', 'ressorts ensachés', 'pocketveren'),
  chenille: tri('Chenille', 'chenille', 'chenille'),
  jute: tri('Jute', 'jute', 'jute'),
  wollteppich: tri('Schurwolle, handgewebt', 'laine vierge tissée main', 'scheerwol, handgeweven'),
  bambus: tri('Bambus', 'bambou', 'bamboe'),
} as const satisfies Record<string, Tri>;

/**
 * German after "aus" takes the dative: "aus recyceltem Polyester", not "aus recyceltes Polyester". Only materials whose
 * name carries an inflected adjective differ from the nominative above (the filter and details table use that one).
 */
export const materialsAfterAus: Partial<Record<keyof typeof materials, string>> = {
  polyester: 'recyceltem Polyester',
  metall: 'pulverbeschichtetem Metall',
};

export type MaterialKey = keyof typeof materials;

export const fits = {
  regular: tri('Regular Fit', 'coupe droite', 'regular fit'),
  slim: tri('Slim Fit', 'coupe ajustée', 'slim fit'),
  loose: tri('Loose Fit', 'coupe ample', 'loose fit'),
  comfort: tri('Comfort Fit', 'coupe confort', 'comfort fit'),
} as const satisfies Record<string, Tri>;

export type FitKey = keyof typeof fits;
