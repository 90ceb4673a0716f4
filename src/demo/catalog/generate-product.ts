// One product of the demo catalog, drawn from its family with a generator seeded by (seed, index): product n is
// the same in every run and whatever the catalog size, and the same in every shop (sku, texts, variants, EANs).
import type { ColourKey } from '@/commerce/catalog/colours';
import { ean13 } from '@/commerce/catalog/ean';
import type { ProductKind } from '@/commerce/catalog/product-kinds';
import { slugify } from '@/commerce/catalog/slug';
import { languages, type Language } from '@/platform/i18n/locales';
import { coffeeModels, furnitureModels, techSeries, techSuffixes } from './brands';
import { careText, detailsFor, type CareKey } from './details';
import { families } from './families';
import { supplementFamilies } from './families-supplement';
import type { AttributeValue, Department, Facts, Family } from './family';
import { fill, materials, materialsAfterAus, tri, type Tri } from './phrases';
import { createRng, type Rng } from './prng';
import { euroRetail } from './retail-price';
import { pickSizes } from './sizes';

export interface ProductText {
  name: string;
  description: string;
  slug: string;
  details: Record<string, string>;
}

export interface GeneratedVariant {
  variantSku: string;
  size: string | null;
  colour: ColourKey | null;
  ean: string;
  position: number;
}

export interface GeneratedProduct {
  index: number;
  sku: string;
  familyId: string;
  categoryId: string;
  department: Department;
  kind: ProductKind;
  /** Which drawing of the kind the images use (1–3). */
  style: number;
  brand: string;
  attributes: Record<string, AttributeValue>;
  measure: { unit: string; quantity: number } | null;
  bulky: boolean;
  /** The German shelf price in cents; other shops derive theirs. */
  basePriceCents: number;
  createdDaysAgo: number;
  /** Colours in image order; `colourChoice` false means the variants carry none. */
  colours: ColourKey[];
  colourChoice: boolean;
  variants: GeneratedVariant[];
  texts: Record<Language, ProductText>;
  /** 0–1: how well the product goes down with reviewers. */
  appeal: number;
}

const MAX_VARIANTS = 48;
const madeOf = tri('Gefertigt aus {material}.', 'Fabriqué en {material}.', 'Gemaakt van {material}.');

const familyWeights = families.map((family) => [family, family.weight ?? 1] as const);
const supplementWeights = supplementFamilies.map((family) => [family, family.weight ?? 1] as const);

/**
 * Products from this index on are drawn from the supplement's families (families-supplement.ts): families added
 * after the first catalog get indexes of their own, so the products before them stay exactly as they were.
 */
export const SUPPLEMENT_FIRST = 5_000_000;

/** Whom a product is for, from its category ("damen-…", "schuhe-herren-…", "kinder-maedchen-…"); none for the home. */
export function targetGroupOf(category: string): string | null {
  const path = category.replace(/^schuhe-/, '');
  if (path.startsWith('damen')) return 'damen';
  if (path.startsWith('herren')) return 'herren';
  if (path.startsWith('kinder-maedchen')) return 'maedchen';
  if (path.startsWith('kinder-jungen')) return 'jungen';
  if (path.startsWith('kinder-baby')) return 'baby';
  if (path.startsWith('kinder')) return 'kinder';
  return null;
}

const typeBoundary = /,|\s(?:für|mit|pour|avec|voor|met)\s/;
/** The noun as a product type: up to its first comma or preposition, placeholders and numbers left out. */
export function typeOfNoun(noun: Tri): Tri {
  const cut = (text: string) =>
    text
      .split(typeBoundary)[0]!
      .replace(/\{\w+\}/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  return { de: cut(noun.de), fr: cut(noun.fr), nl: cut(noun.nl) };
}

/** Skus are 7 digits; the multiplier is coprime to 9,000,000, so index → sku is one-to-one. */
export function skuOf(index: number): string {
  return String(1_000_000 + ((index * 7919 + 104_729) % 9_000_000));
}

/** EAN-13 with the German GS1 prefix 40; (index, variant) → number is one-to-one, so EANs never repeat. */
export function eanOf(index: number, variant: number): string {
  const n = ((index * 50 + variant) * 3337 + 1_234_567_891) % 10_000_000_000;
  return ean13(`40${String(n).padStart(10, '0')}`);
}

function modelName(family: Family, rng: Rng): string | null {
  if (family.model === 'furniture') return rng.pick(furnitureModels);
  if (family.model === 'tech') return `${rng.pick(techSeries)} ${rng.int(3, 9)}${rng.pick(techSuffixes)}`;
  if (family.model === 'coffee') return rng.pick(coffeeModels);
  return null;
}

function pickColours(family: Family, rng: Rng): ColourKey[] {
  if (family.colourChoice === false) return [rng.pick(family.colours)];
  const [min, max] = family.colourCount ?? [1, 3];
  const picked = rng.sample(family.colours, rng.int(min, Math.min(max, family.colours.length)));
  const turn = rng.int(0, picked.length - 1);
  return [...picked.slice(turn), ...picked.slice(0, turn)];
}

/** Prices cluster at the lower end of a band, as assortments do. */
function pickPrice(family: Family, rng: Rng, override: number | undefined): number {
  const [min, max] = family.price;
  const eur = override ?? min + (max - min) * rng.next() ** 1.6;
  return euroRetail(Math.round(eur * 100));
}

type Vars = (language: Language) => Record<string, string | number>;

function describe(
  family: Family,
  rng: Rng,
  facts: Facts,
  vars: Vars,
  attributes: Record<string, AttributeValue>,
  features: readonly Tri[],
) {
  const sentences: Tri[] = [
    rng.pick(family.intro),
    ...rng.sample(features, rng.int(2, 3)),
    ...(facts.sentences ?? []),
  ];
  const material = attributes.material as keyof typeof materials | undefined;
  if (material && family.department !== 'tech') sentences.push(madeOf);
  if (typeof attributes.care === 'string') sentences.push(careSentence(attributes.care as CareKey));
  return (language: Language) =>
    sentences
      .map((s) =>
        fill(s[language], { ...vars(language), material: material ? materialIn(material, language) : '' }),
      )
      .join(' ');
}

/** The material as the "made of" sentence needs it (German: dative after "aus"). */
const materialIn = (material: keyof typeof materials, language: Language) =>
  (language === 'de' ? materialsAfterAus[material] : undefined) ?? materials[material][language];

/** "Maschinenwäsche bei 30 °C." — the care hint as a sentence of its own. */
function careSentence(care: CareKey): Tri {
  const text = careText(care);
  const sentence = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;
  return { de: sentence(text.de), fr: sentence(text.fr), nl: sentence(text.nl) };
}

export function generateProduct(seed: string, index: number): GeneratedProduct {
  const rng = createRng(seed, 'product', index);
  const family = rng.weighted(index >= SUPPLEMENT_FIRST ? supplementWeights : familyWeights);
  const brand = rng.pick(family.brands);
  const facts = family.facts?.(rng) ?? {};
  const model = modelName(family, rng);
  const vars: Vars = (language) => ({
    ...Object.fromEntries(
      Object.entries(facts.vars ?? {}).map(([key, value]) => [
        key,
        typeof value === 'object' ? value[language] : value,
      ]),
    ),
    brand,
    ...(model ? { model } : {}),
  });
  const noun = rng.pick(family.nouns);
  const extra =
    family.extras?.length && !rng.chance(family.plainChance ?? 0.25) ? rng.pick(family.extras) : null;

  const attributes: Record<string, AttributeValue> = {};
  const target = targetGroupOf(family.category);
  if (target) attributes.target_group = target;
  if (family.materials?.length) attributes.material = rng.pick(family.materials);
  if (family.fits?.length) attributes.fit = rng.pick(family.fits);
  Object.assign(attributes, facts.attributes, family.fixedAttributes);
  // Picked words bring their attributes without drawing from the generator: the other products stay as they were.
  Object.assign(attributes, family.nounAttributes?.[family.nouns.indexOf(noun)]);
  if (extra && family.extras) Object.assign(attributes, family.extraAttributes?.[family.extras.indexOf(extra)]);
  const productType = family.type ?? typeOfNoun(noun);

  const colours = pickColours(family, rng);
  const sizes = facts.sizes !== undefined ? facts.sizes : family.sizes ? pickSizes(family.sizes, rng) : null;
  const colourChoice = family.colourChoice !== false;
  const sku = skuOf(index);
  const variants: GeneratedVariant[] = [];
  for (const colour of colourChoice ? colours : [null]) {
    for (const size of sizes ?? [null]) {
      if (variants.length === MAX_VARIANTS) break;
      const position = variants.length;
      variants.push({
        variantSku: `${sku}-${String(position + 1).padStart(2, '0')}`,
        size,
        colour,
        ean: eanOf(index, position),
        position,
      });
    }
  }

  const basePriceCents = pickPrice(family, rng, facts.priceEur);
  const features = family.nounFeatures?.[family.nouns.indexOf(noun)] ?? family.features;
  const description = describe(family, rng, facts, vars, attributes, features);
  const texts = Object.fromEntries(
    languages.map((language) => {
      const nounText = noun[language];
      const parts = [
        fill(nounText, vars(language)),
        nounText.includes('{model}') ? null : model,
        extra ? fill(extra[language], vars(language)) : null,
      ];
      const name = parts.filter(Boolean).join(' ');
      return [
        language,
        {
          name,
          description: description(language),
          slug: slugify(name),
          details: detailsFor(attributes, language, productType),
        },
      ];
    }),
  ) as Record<Language, ProductText>;

  return {
    index,
    sku,
    familyId: family.id,
    categoryId: family.category,
    department: family.department,
    kind: family.kind,
    style: rng.int(1, 3),
    brand,
    attributes,
    measure: facts.measure ?? null,
    bulky: facts.bulky ?? family.bulky ?? false,
    basePriceCents,
    createdDaysAgo: rng.chance(0.1) ? rng.int(0, 29) : rng.int(30, 720),
    colours,
    colourChoice,
    variants,
    texts,
    appeal: rng.next(),
  };
}
