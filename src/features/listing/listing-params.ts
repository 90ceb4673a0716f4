// The query of a category or search page, read from its URL through one schema. Nothing in a URL can break the
// page: unknown or malformed values fall back to safe defaults (first page, default sort, no filter). The same
// module writes the URLs back (canonical order, defaults left out) for links, chips and pagination.
import { z } from 'zod';
import { isColourKey, type ColourKey } from '@/commerce/catalog/colours';
import { normaliseTerm } from '@/commerce/search/normalise-term';
import { sortKeys, type ProductFilters, type SortKey } from '@/commerce/search/search-types';

export interface ListingParams {
  q: string | null;
  /** 1-based; clamp to the last page once the total is known (lastPage). */
  page: number;
  sort: SortKey;
  filters: ProductFilters;
}

export type SearchParamsInput = Record<string, string | string[] | undefined> | URLSearchParams;

export const DEFAULT_SORT: SortKey = 'relevance';
/** Far beyond any real listing; keeps the offset sane before the total is known. */
export const MAX_PAGE = 1000;
const MAX_VALUES = 20;
const MAX_VALUE_LENGTH = 80;
/** 10,000,000.00 in minor units; larger prices are nobody's filter. */
const MAX_PRICE_MINOR = 1_000_000_000;

const one = z.array(z.string()).transform((values) => values[0]);

/** The search context's one cleaning of a term; blank is no term. */
const termSchema = one.transform((s) => normaliseTerm(s) || null).catch(null);

const pageSchema = one.pipe(z.string()).transform(Number).pipe(z.number().int().min(1)).transform((n) => Math.min(n, MAX_PAGE)).catch(1);

const sortSchema = one.pipe(z.enum(sortKeys)).catch(DEFAULT_SORT);

/** Repeated parameters (?brand=a&brand=b): trimmed, de-duplicated, invalid ones dropped, at most MAX_VALUES. */
const listOf = <T extends string>(accept: (value: string) => value is T) =>
  z
    .array(z.string())
    .transform((values) => [...new Set(values.map((v) => v.normalize('NFC').trim()).filter(accept))].slice(0, MAX_VALUES))
    .catch([]);

const isPlainValue = (value: string): value is string =>
  value !== '' && value.length <= MAX_VALUE_LENGTH && !/[\p{Cc}]/u.test(value);

/** A price as typed by a shopper, in major units ("20", "19.99", "19,99") → minor units. */
const priceSchema = one
  .pipe(z.string().trim().regex(/^\d{1,8}(?:[.,]\d{1,2})?$/))
  .transform((s) => Math.round(Number(s.replace(',', '.')) * 100))
  .pipe(z.number().int().min(0).max(MAX_PRICE_MINOR))
  .optional()
  .catch(undefined);

const ratingSchema = one.pipe(z.string()).transform(Number).pipe(z.number().int().min(1).max(5)).optional().catch(undefined);

export const listingParamsSchema = z.object({
  q: termSchema.default(null),
  page: pageSchema.default(1),
  sort: sortSchema.default(DEFAULT_SORT),
  brand: listOf(isPlainValue).default([]),
  colour: listOf((v): v is ColourKey => isColourKey(v)).default([]),
  size: listOf(isPlainValue).default([]),
  priceMin: priceSchema,
  priceMax: priceSchema,
  ratingMin: ratingSchema,
});

function toLists(input: SearchParamsInput): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (key: string, value: string) => (out[key] ??= []).push(value);
  if (input instanceof URLSearchParams) {
    for (const [key, value] of input) add(key, value);
  } else {
    for (const [key, value] of Object.entries(input)) {
      if (typeof value === 'string') add(key, value);
      else if (Array.isArray(value)) for (const v of value) if (typeof v === 'string') add(key, v);
    }
  }
  return out;
}

export function parseListingParams(input: SearchParamsInput): ListingParams {
  const raw = listingParamsSchema.parse(toLists(input));
  let { priceMin, priceMax } = raw;
  // A range typed the wrong way round is what the shopper meant the right way round.
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const filters: ProductFilters = {};
  if (raw.brand.length > 0) filters.brand = raw.brand;
  if (raw.colour.length > 0) filters.colour = raw.colour;
  if (raw.size.length > 0) filters.size = raw.size;
  if (priceMin !== undefined && priceMin > 0) filters.priceMin = priceMin;
  if (priceMax !== undefined) filters.priceMax = priceMax;
  if (raw.ratingMin !== undefined) filters.ratingMin = raw.ratingMin;
  return { q: raw.q, page: raw.page, sort: raw.sort, filters };
}

export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function hasFilters(filters: ProductFilters): boolean {
  return Object.values(filters).some((v) => (Array.isArray(v) ? v.length > 0 : v !== undefined));
}

/** Filtered or re-sorted views are variations of a listing, not pages of their own (noindex). */
export function isVariation(params: ListingParams): boolean {
  return hasFilters(params.filters) || params.sort !== DEFAULT_SORT;
}

/** Minor units → the major-unit string a URL and the price inputs hold ("20", "19.99"). */
export function priceParam(minor: number): string {
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}

/** The query string of a listing in canonical order, defaults left out. */
export function listingSearchParams(params: ListingParams): URLSearchParams {
  const out = new URLSearchParams();
  const { filters } = params;
  if (params.q) out.set('q', params.q);
  for (const v of filters.brand ?? []) out.append('brand', v);
  for (const v of filters.colour ?? []) out.append('colour', v);
  for (const v of filters.size ?? []) out.append('size', v);
  if (filters.priceMin !== undefined) out.set('priceMin', priceParam(filters.priceMin));
  if (filters.priceMax !== undefined) out.set('priceMax', priceParam(filters.priceMax));
  if (filters.ratingMin !== undefined) out.set('ratingMin', String(filters.ratingMin));
  if (params.sort !== DEFAULT_SORT) out.set('sort', params.sort);
  if (params.page > 1) out.set('page', String(params.page));
  return out;
}

export function listingHref(basePath: string, params: ListingParams): string {
  const query = listingSearchParams(params).toString();
  return query ? `${basePath}?${query}` : basePath;
}

export type FilterKey = keyof ProductFilters;

/** The params without one filter value (or the whole filter), back on the first page: a chip's remove link. */
export function withoutFilter(params: ListingParams, key: FilterKey, value?: string): ListingParams {
  const filters: ProductFilters = { ...params.filters };
  const current = filters[key];
  if (Array.isArray(current) && value !== undefined) {
    const rest = (current as string[]).filter((v) => v !== value);
    if (rest.length > 0) (filters as Record<string, unknown>)[key] = rest;
    else delete filters[key];
  } else {
    delete filters[key];
  }
  return { ...params, filters, page: 1 };
}
