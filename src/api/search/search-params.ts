// The query of the search endpoints, read from the URL through one zod schema: nothing in a URL can break a search.
// Malformed or unknown values fall back to safe defaults (first page, relevance, no filter); prices are in major
// units as on the search page ("19.99"), the same parameter names as its URLs.
import { z } from 'zod';
import { isColourKey, type ColourKey } from '@/commerce/catalog/colours';
import { normaliseTerm } from '@/commerce/search/normalise-term';
import { PAGE_SIZE, sortKeys, type ProductFilters, type ProductQuery } from '@/commerce/search/search-types';

/** Far beyond any real listing; keeps the offset sane before the total is known. */
export const MAX_PAGE = 1000;
const MAX_VALUES = 20;
const MAX_VALUE_LENGTH = 80;
const MAX_PRICE_MINOR = 1_000_000_000;

const first = z.array(z.string()).transform((values) => values[0]);
const term = first.transform((s) => normaliseTerm(s)).catch('');
const page = first.pipe(z.string().regex(/^\d{1,9}$/)).transform(Number).pipe(z.number().int().min(1)).transform((n) => Math.min(n, MAX_PAGE)).catch(1);
const sort = first.pipe(z.enum(sortKeys)).catch('relevance');
const category = first.pipe(z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/)).optional().catch(undefined);
const isPlain = (value: string) => value !== '' && value.length <= MAX_VALUE_LENGTH && !/[\p{Cc}\p{Cf}<>]/u.test(value);
const list = <T extends string>(accept: (value: string) => value is T) =>
  z.array(z.string()).transform((values) => [...new Set(values.map((v) => v.normalize('NFC').trim()).filter(accept))].slice(0, MAX_VALUES)).catch([]);
const price = first
  .pipe(z.string().trim().regex(/^\d{1,8}(?:[.,]\d{1,2})?$/))
  .transform((s) => Math.round(Number(s.replace(',', '.')) * 100))
  .pipe(z.number().int().min(0).max(MAX_PRICE_MINOR))
  .optional()
  .catch(undefined);
const rating = first.pipe(z.string().regex(/^[1-5]$/)).transform(Number).optional().catch(undefined);

const schema = z.object({
  q: term.default(''),
  category,
  page: page.default(1),
  sort: sort.default('relevance'),
  brand: list((v): v is string => isPlain(v)).default([]),
  colour: list((v): v is ColourKey => isColourKey(v)).default([]),
  size: list((v): v is string => isPlain(v)).default([]),
  priceMin: price,
  priceMax: price,
  ratingMin: rating,
});

export interface SearchRequest {
  /** Normalised; '' when absent or blank. */
  term: string;
  query: ProductQuery;
}

export function parseSearchParams(params: URLSearchParams): SearchRequest {
  const lists: Record<string, string[]> = {};
  for (const [key, value] of params) (lists[key] ??= []).push(value);
  const raw = schema.parse(lists);
  let { priceMin, priceMax } = raw;
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const filters: ProductFilters = {};
  if (raw.brand.length > 0) filters.brand = raw.brand;
  if (raw.colour.length > 0) filters.colour = raw.colour;
  if (raw.size.length > 0) filters.size = raw.size;
  if (priceMin !== undefined) filters.priceMin = priceMin;
  if (priceMax !== undefined) filters.priceMax = priceMax;
  if (raw.ratingMin !== undefined) filters.ratingMin = raw.ratingMin;
  return {
    term: raw.q,
    query: { q: raw.q || undefined, categoryId: raw.category, filters, sort: raw.sort, page: raw.page, pageSize: PAGE_SIZE },
  };
}
