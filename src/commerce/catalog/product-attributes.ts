// The structured attributes every product's details table may carry, with their labels per language: one source
// for the catalog (which writes the table) and the search (which indexes what a label says: the product type
// weighs like the name, the target group like a category). Values are written by the catalog in the language.
import type { Language } from '@/platform/i18n/locales';

export const attributeLabels = {
  product_type: { de: 'Produktart', fr: 'Type de produit', nl: 'Producttype' },
  target_group: { de: 'Zielgruppe', fr: 'Public', nl: 'Doelgroep' },
  season: { de: 'Saison', fr: 'Saison', nl: 'Seizoen' },
  lining: { de: 'Futter', fr: 'Doublure', nl: 'Voering' },
  material: { de: 'Material', fr: 'Matière', nl: 'Materiaal' },
  fit: { de: 'Passform', fr: 'Coupe', nl: 'Pasvorm' },
} as const satisfies Record<string, Record<Language, string>>;

export type StructuredAttribute = keyof typeof attributeLabels;

const byLabel = new Map<string, StructuredAttribute>();
for (const [key, labels] of Object.entries(attributeLabels) as [StructuredAttribute, Record<Language, string>][]) {
  for (const language of Object.keys(labels) as Language[]) byLabel.set(`${language}:${labels[language]}`, key);
}

/** Which structured attribute a details label names in a language, if any. */
export function attributeOfLabel(language: Language, label: string): StructuredAttribute | undefined {
  return byLabel.get(`${language}:${label}`);
}
