// Language-neutral attributes → the localized "details" table a product page shows (label → value).
import { attributeLabels } from '@/commerce/catalog/product-attributes';
import type { Language } from '@/platform/i18n/locales';
import type { AttributeValue } from './family';
import { fits, materials, tri, type Tri } from './phrases';

const careTexts = {
  machine30: tri('Maschinenwäsche bei 30 °C', 'lavable en machine à 30 °C', 'machinewas op 30 °C'),
  machine40: tri('Maschinenwäsche bei 40 °C', 'lavable en machine à 40 °C', 'machinewas op 40 °C'),
  machine60: tri('Maschinenwäsche bei 60 °C', 'lavable en machine à 60 °C', 'machinewas op 60 °C'),
  handwash: tri('Handwäsche', 'lavage à la main', 'handwas'),
  dryclean: tri('chemische Reinigung', 'nettoyage à sec', 'chemisch reinigen'),
  wipe: tri('feucht abwischen', 'nettoyer avec un chiffon humide', 'afnemen met een vochtige doek'),
  dishwasher: tri('spülmaschinengeeignet', 'compatible lave-vaisselle', 'vaatwasserbestendig'),
  cover: tri(
    'Bezug abnehmbar, waschbar bei 60 °C',
    'housse amovible, lavable à 60 °C',
    'hoes afneembaar, wasbaar op 60 °C',
  ),
} as const satisfies Record<string, Tri>;

export type CareKey = keyof typeof careTexts;

const dimensionAxes = tri('B × T × H', 'l × p × h', 'b × d × h');

type Formatter = (value: AttributeValue, language: Language) => string | null;

const text =
  (table: Record<string, Tri>): Formatter =>
  (value, language) =>
    typeof value === 'string' && Object.hasOwn(table, value) ? table[value]![language] : null;
const unit =
  (u: Tri): Formatter =>
  (value, language) =>
    `${String(value).replace('.', ',')} ${u[language]}`;

export const seasons = {
  winter: tri('Herbst/Winter', 'automne/hiver', 'herfst/winter'),
  transition: tri('Frühjahr/Herbst', 'mi-saison', 'voorjaar/herfst'),
  summer: tri('Frühjahr/Sommer', 'printemps/été', 'voorjaar/zomer'),
} as const satisfies Record<string, Tri>;

export const linings = {
  warm: tri('Warmfutter', 'doublure chaude', 'warme voering'),
  teddy: tri('Teddyfutter', 'doublure sherpa', 'teddyvoering'),
  padded: tri('wattiert', 'rembourrée', 'gewatteerd'),
  down: tri('Daunenfüllung', 'garnissage en duvet', 'donsvulling'),
  wool: tri('Wollfutter', 'doublure en laine', 'wollen voering'),
} as const satisfies Record<string, Tri>;

export const targetGroups = {
  damen: tri('Damen', 'femme', 'dames'),
  herren: tri('Herren', 'homme', 'heren'),
  maedchen: tri('Mädchen', 'fille', 'meisjes'),
  jungen: tri('Jungen', 'garçon', 'jongens'),
  kinder: tri('Kinder', 'enfant', 'kinderen'),
  baby: tri('Baby', 'bébé', 'baby'),
} as const satisfies Record<string, Tri>;

const structured = (key: keyof typeof attributeLabels, format: Formatter) => ({ label: attributeLabels[key], format });

const labels: Record<string, { label: Tri; format: Formatter }> = {
  target_group: structured('target_group', text(targetGroups)),
  material: structured('material', text(materials)),
  fit: structured('fit', text(fits)),
  season: structured('season', text(seasons)),
  lining: structured('lining', text(linings)),
  dimensions_cm: {
    label: tri('Maße', 'Dimensions', 'Afmetingen'),
    format: (value, language) => `${String(value).replaceAll('x', ' × ')} cm (${dimensionAxes[language]})`,
  },
  diagonal_inch: {
    label: tri('Bildschirmdiagonale', 'Diagonale de l’écran', 'Beeldschermdiagonaal'),
    format: (value, language) =>
      `${value} ${tri('Zoll', 'pouces', 'inch')[language]} (${Math.round(Number(value) * 2.54)} cm)`,
  },
  display_inch: { label: tri('Display', 'Écran', 'Scherm'), format: unit(tri('Zoll', 'pouces', 'inch')) },
  resolution: { label: tri('Auflösung', 'Résolution', 'Resolutie'), format: (v) => String(v) },
  panel: { label: tri('Bildtechnik', 'Technologie d’écran', 'Beeldtechniek'), format: (v) => String(v) },
  energy_class: {
    label: tri('Energieeffizienzklasse', 'Classe énergétique', 'Energieklasse'),
    format: (v) => String(v),
  },
  capacity_l: { label: tri('Nutzinhalt', 'Volume utile', 'Netto-inhoud'), format: unit(tri('l', 'l', 'l')) },
  capacity_kg: {
    label: tri('Fassungsvermögen', 'Capacité', 'Vulgewicht'),
    format: unit(tri('kg', 'kg', 'kg')),
  },
  spin_rpm: {
    label: tri('Schleuderdrehzahl', 'Vitesse d’essorage', 'Centrifugesnelheid'),
    format: unit(tri('U/min', 'tr/min', 'tpm')),
  },
  storage_gb: {
    label: tri('Speicher', 'Stockage', 'Opslag'),
    format: (value, language) => {
      const [amount, unit] = Number(value) >= 1024 ? [Number(value) / 1024, 'T'] : [Number(value), 'G'];
      return `${amount} ${unit}${language === 'fr' ? 'o' : 'B'}`;
    },
  },
  ram_gb: {
    label: tri('Arbeitsspeicher', 'Mémoire vive', 'Werkgeheugen'),
    format: unit(tri('GB', 'Go', 'GB')),
  },
  battery_h: {
    label: tri('Akkulaufzeit', 'Autonomie', 'Batterijduur'),
    format: unit(tri('Std.', 'h', 'uur')),
  },
  power_w: { label: tri('Leistung', 'Puissance', 'Vermogen'), format: unit(tri('W', 'W', 'W')) },
  pressure_bar: {
    label: tri('Pumpendruck', 'Pression de la pompe', 'Pompdruk'),
    format: unit(tri('bar', 'bars', 'bar')),
  },
  noise_db: {
    label: tri('Geräuschpegel', 'Niveau sonore', 'Geluidsniveau'),
    format: unit(tri('dB', 'dB', 'dB')),
  },
  firmness: { label: tri('Härtegrad', 'Fermeté', 'Hardheid'), format: (v) => String(v) },
  height_cm: { label: tri('Höhe', 'Hauteur', 'Hoogte'), format: unit(tri('cm', 'cm', 'cm')) },
  heel_cm: { label: tri('Absatzhöhe', 'Hauteur du talon', 'Hakhoogte'), format: unit(tri('cm', 'cm', 'cm')) },
  seats: { label: tri('Sitzplätze', 'Places assises', 'Zitplaatsen'), format: (v) => String(v) },
  pieces: { label: tri('Teile', 'Pièces', 'Delen'), format: (v) => String(v) },
  pack: {
    label: tri('Packungsinhalt', 'Contenu du lot', 'Verpakking'),
    format: unit(tri('Stück', 'pièces', 'stuks')),
  },
  grammage: { label: tri('Grammatur', 'Grammage', 'Gewicht'), format: unit(tri('g/m²', 'g/m²', 'g/m²')) },
  content: { label: tri('Inhalt', 'Contenu', 'Inhoud'), format: (v) => String(v).replace('.', ',') },
  care: { label: tri('Pflegehinweis', 'Entretien', 'Onderhoud'), format: text(careTexts) },
};

/**
 * The details table in one language; attributes without a label (internal ones) are left out. The product type
 * (the product's own noun, "Steppjacke") comes first, as catalogs write it.
 */
export function detailsFor(
  attributes: Readonly<Record<string, AttributeValue>>,
  language: Language,
  productType?: Tri,
): Record<string, string> {
  const out: Record<string, string> = {};
  if (productType?.[language]) out[attributeLabels.product_type[language]] = productType[language];
  for (const [key, value] of Object.entries(attributes)) {
    const entry = labels[key];
    const formatted = entry?.format(value, language);
    if (entry && formatted) out[entry.label[language]] = formatted;
  }
  return out;
}

export function careText(key: CareKey): Tri {
  return careTexts[key];
}
