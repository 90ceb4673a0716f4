// The contract between the search engine (src/commerce/search) and its users: the category and search pages, the
// search API endpoints and the gateway. Category pages are product searches with a category and no term.
import type { ColourKey } from '@/commerce/catalog/colours';
import type { Money } from '@/platform/i18n/format';

export const sortKeys = ['relevance', 'price-asc', 'price-desc', 'newest', 'rating'] as const;
export type SortKey = (typeof sortKeys)[number];

export const PAGE_SIZE = 24;
/** Longer terms are cut, not refused: a pasted paragraph still searches its first words. */
export const MAX_TERM_LENGTH = 100;

export interface ProductFilters {
  brand?: string[];
  colour?: ColourKey[];
  size?: string[];
  /** Minor units, inclusive. */
  priceMin?: number;
  priceMax?: number;
  /** At least this many stars (1–5). */
  ratingMin?: number;
}

export interface ProductQuery {
  /** The shopper's term; absent on category pages. */
  q?: string;
  /** Restricts to this category and everything below it. */
  categoryId?: string;
  filters: ProductFilters;
  sort: SortKey;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface ProductHit {
  sku: string;
  name: string;
  brand: string;
  /** Localized slug; the URL is built by the edge from the route table (/p/<slug>-<sku>). */
  slug: string;
  price: Money;
  /** Struck-through former price when reduced. */
  struckPrice: Money | null;
  /** Lowest price of the last 30 days before the reduction (PAngV § 11); shown with a struck price. */
  lowest30Price: Money | null;
  /** Price per measure unit for goods sold by measure, e.g. { price, unit: 'l', per: 1 }. */
  unitPrice: { price: Money; unit: string; per: number } | null;
  ratingAverage: number;
  ratingCount: number;
  image: { path: string; width: number; height: number } | null;
  colours: ColourKey[];
  /** At least one variant in stock. */
  available: boolean;
}

export interface FacetValue {
  value: string;
  count: number;
  selected: boolean;
}

export interface SearchFacets {
  brand: FacetValue[];
  colour: FacetValue[];
  size: FacetValue[];
  /** Bounds of the prices in the result before the price filter, minor units. */
  price: { min: number; max: number } | null;
  /** Counts of products with at least n stars, n = 4, 3, 2, 1. */
  rating: FacetValue[];
}

export interface SearchResult {
  hits: ProductHit[];
  total: number;
  facets: SearchFacets;
  page: number;
  pageSize: number;
  /** The term as searched after normalising (and the correction, when a typo was corrected). */
  term: string | null;
  correctedFrom: string | null;
  /**
   * No product matches the whole term: the hits are the products matching the larger part of it, and the page
   * says so ("Keine genauen Treffer für …, ähnliche Artikel:"). Always false without a term.
   */
  partial: boolean;
}
