// A product family: what one kind of product in one category looks like — its names, materials, colours, sizes,
// price band and description sentences in three languages. The generator draws concrete products from it.
import type { ColourKey } from '@/commerce/catalog/colours';
import type { ProductKind } from '@/commerce/catalog/product-kinds';
import type { FitKey, MaterialKey, Tri } from './phrases';
import type { Rng } from './prng';
import type { SizeScaleKey } from './sizes';

export type Department = 'fashion' | 'shoes' | 'furniture' | 'home' | 'tech';

export type AttributeValue = string | number | boolean;

/** Facts a family works out for one product: placeholder values, attributes, and what they change. */
export interface Facts {
  /** Values for {placeholders} in names and sentences: one for every language, or one per language. */
  vars?: Record<string, string | number | Tri>;
  attributes?: Record<string, AttributeValue>;
  /** Overrides the family's price band (EUR). */
  priceEur?: number;
  sizes?: string[] | null;
  /** Goods sold by measure (PAngV): unit and the quantity one item holds. */
  measure?: { unit: 'kg' | 'l' | 'm2' | 'm'; quantity: number };
  /** Sentences this product's description must carry (e.g. the setup service for large TVs). */
  sentences?: Tri[];
  /** Overrides the family's freight flag (a 75-inch TV ships by freight, a 43-inch one by parcel). */
  bulky?: boolean;
}

export interface Family {
  id: string;
  category: string;
  kind: ProductKind;
  department: Department;
  brands: readonly string[];
  /** Relative frequency within the category (default 1). */
  weight?: number;
  /** Base names; may use {placeholders} from facts and {model}. */
  nouns: readonly Tri[];
  /**
   * What the product is, for the details table ("Produktart"); by default the picked noun up to its first comma or
   * preposition, without placeholders ("Entkalker für Kaffeevollautomaten, 250 ml" → "Entkalker").
   */
  type?: Tri;
  /** Attributes that come with a noun (aligned with `nouns`: the "Daunenjacke" is lined with down, for winter). */
  nounAttributes?: readonly (Readonly<Record<string, AttributeValue>> | undefined)[];
  /**
   * Features that replace `features` for a noun (aligned with `nouns`, each list as long as `features`, so the seed
   * draws the same): a winter jacket is not sold with the rain jacket's sealed seams.
   */
  nounFeatures?: readonly (readonly Tri[] | undefined)[];
  /** Attributes that come with an extra (aligned with `extras`: "mit Warmfutter" is a warm lining). */
  extraAttributes?: readonly (Readonly<Record<string, AttributeValue>> | undefined)[];
  /** Attributes every product of the family has (season of a wool coat). Drawn from nothing: the seed is unchanged. */
  fixedAttributes?: Readonly<Record<string, AttributeValue>>;
  /** Appended to the noun ("mit Wickeloptik"); one is picked, or none with `plainChance`. */
  extras?: readonly Tri[];
  plainChance?: number;
  /** A model name after the noun: furniture ("Lund"), tech ("Nova 8 Pro") or coffee machines ("Barista Pro"). */
  model?: 'furniture' | 'tech' | 'coffee';
  materials?: readonly MaterialKey[];
  fits?: readonly FitKey[];
  colours: readonly ColourKey[];
  colourCount?: readonly [number, number];
  /** false: the product comes in one colour that is not a choice (variants carry no colour). */
  colourChoice?: boolean;
  sizes?: SizeScaleKey;
  /** Price band in EUR for Germany; other shops derive theirs. */
  price: readonly [number, number];
  facts?: (rng: Rng) => Facts;
  /** First sentence of the description; {brand} and fact placeholders are filled. */
  intro: readonly Tri[];
  /** Two or three of these follow the intro. */
  features: readonly Tri[];
  /** Freight delivery: furniture and large appliances. */
  bulky?: boolean;
}
