import { describe, expect, it } from 'vitest';
import { MAX_TERM_LENGTH } from '@/commerce/search/search-types';
import {
  hasFilters,
  isVariation,
  lastPage,
  listingHref,
  MAX_PAGE,
  parseListingParams,
  withoutFilter,
  type ListingParams,
} from './listing-params';

const defaults: ListingParams = { q: null, page: 1, sort: 'relevance', filters: {} };

describe('parseListingParams', () => {
  it('reads a full, valid query', () => {
    expect(
      parseListingParams({
        q: ' Sneaker  weiß ',
        page: '3',
        sort: 'price-asc',
        brand: ['Lindqvist', 'Nordkap'],
        colour: 'weiss',
        size: ['42', '43'],
        priceMin: '20',
        priceMax: '99,90',
        ratingMin: '4',
      }),
    ).toEqual({
      q: 'Sneaker weiß',
      page: 3,
      sort: 'price-asc',
      filters: { brand: ['Lindqvist', 'Nordkap'], colour: ['weiss'], size: ['42', '43'], priceMin: 2000, priceMax: 9990, ratingMin: 4 },
    });
  });

  it('gives the defaults for an empty query and ignores unknown parameters', () => {
    expect(parseListingParams({})).toEqual(defaults);
    expect(parseListingParams(new URLSearchParams('utm_source=x&lang=fr&foo'))).toEqual(defaults);
  });

  it.each([
    ['abc', 1],
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
    ['', 1],
    ['Infinity', 1],
    ['NaN', 1],
    ['0x10', 16],
    [' 2 ', 2],
    ['99999999999', MAX_PAGE],
  ])('turns page=%j into %i', (page, expected) => {
    expect(parseListingParams({ page }).page).toBe(expected);
  });

  it('takes the first of repeated single-valued parameters', () => {
    expect(parseListingParams(new URLSearchParams('page=2&page=5&sort=newest&sort=rating&q=a&q=b'))).toMatchObject({ page: 2, sort: 'newest', q: 'a' });
  });

  it.each(['price', 'PRICE-ASC', 'price-asc ', '', '__proto__', 'constructor'])('falls back to relevance for sort=%j', (sort) => {
    expect(parseListingParams({ sort }).sort).toBe('relevance');
  });

  it('drops unknown colours, empty, overlong and control-character values, and de-duplicates', () => {
    const { filters } = parseListingParams({
      colour: ['weiss', 'ultraviolett', 'weiss', '__proto__', 'WEISS'],
      brand: ['', '  ', 'x'.repeat(81), 'Nord\u0000kap', ' Lindqvist ', 'Lindqvist'],
      size: ['M', 'M', ''],
    });
    expect(filters).toEqual({ colour: ['weiss'], brand: ['Lindqvist'], size: ['M'] });
  });

  it('keeps at most 20 values of a filter', () => {
    const brand = Array.from({ length: 50 }, (_, i) => `Marke ${i}`);
    expect(parseListingParams({ brand }).filters.brand).toHaveLength(20);
  });

  it.each([
    ['20', 2000],
    ['19.99', 1999],
    ['19,99', 1999],
    ['19.9', 1990],
    ['0.5', 50],
  ])('reads priceMax=%j as %i minor units', (priceMax, expected) => {
    expect(parseListingParams({ priceMax }).filters.priceMax).toBe(expected);
  });

  it.each(['-5', 'abc', '1e5', '19.999', '20 €', '', '123456789', '1,2,3', 'NaN'])('ignores priceMin=%j', (priceMin) => {
    expect(parseListingParams({ priceMin }).filters).toEqual({});
  });

  it('treats a minimum of 0 as no filter and swaps a range typed the wrong way round', () => {
    expect(parseListingParams({ priceMin: '0' }).filters).toEqual({});
    expect(parseListingParams({ priceMin: '100', priceMax: '20' }).filters).toEqual({ priceMin: 2000, priceMax: 10000 });
  });

  it.each(['0', '6', '3.5', 'viele', '-1'])('ignores ratingMin=%j', (ratingMin) => {
    expect(parseListingParams({ ratingMin }).filters).toEqual({});
  });

  it('normalises the term: white space, control characters, length; blank is no term', () => {
    expect(parseListingParams({ q: '   ' }).q).toBeNull();
    expect(parseListingParams({ q: 'a\u0000b\u200bc\n d' }).q).toBe('a b c d');
    expect(parseListingParams({ q: 'x'.repeat(500) }).q).toHaveLength(MAX_TERM_LENGTH);
    expect(parseListingParams({ q: '<script>alert(1)</script>' }).q).toBe('script alert(1) /script');
  });

  it('never throws on odd shapes of input', () => {
    const odd = { q: [] as string[], page: undefined, brand: [undefined as unknown as string, 'A'] };
    expect(parseListingParams(odd)).toEqual({ ...defaults, filters: { brand: ['A'] } });
  });
});

describe('listing URLs', () => {
  const params: ListingParams = {
    q: 'rote schuhe',
    page: 2,
    sort: 'price-desc',
    filters: { brand: ['A & B'], colour: ['rot'], priceMin: 1999, priceMax: 5000, ratingMin: 3 },
  };

  it('writes the query in canonical order, leaving defaults out, and reads back what it wrote', () => {
    const href = listingHref('/s', params);
    expect(href).toBe('/s?q=rote+schuhe&brand=A+%26+B&colour=rot&priceMin=19.99&priceMax=50&ratingMin=3&sort=price-desc&page=2');
    expect(parseListingParams(new URL(href, 'http://x').searchParams)).toEqual(params);
    expect(listingHref('/c/damen', defaults)).toBe('/c/damen');
  });

  it('removes one value of a filter, or a whole filter, and goes back to the first page', () => {
    expect(withoutFilter(params, 'colour', 'rot')).toEqual({ ...params, page: 1, filters: { brand: ['A & B'], priceMin: 1999, priceMax: 5000, ratingMin: 3 } });
    expect(withoutFilter(params, 'priceMin').filters.priceMin).toBeUndefined();
    expect(withoutFilter({ ...params, filters: { brand: ['A', 'B'] } }, 'brand', 'A').filters).toEqual({ brand: ['B'] });
  });

  it('tells filtered and re-sorted views from plain ones', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ brand: [] })).toBe(false);
    expect(isVariation(defaults)).toBe(false);
    expect(isVariation({ ...defaults, page: 4 })).toBe(false);
    expect(isVariation({ ...defaults, sort: 'newest' })).toBe(true);
    expect(isVariation({ ...defaults, filters: { ratingMin: 2 } })).toBe(true);
  });

  it('counts the last page, at least 1', () => {
    expect(lastPage(0, 24)).toBe(1);
    expect(lastPage(24, 24)).toBe(1);
    expect(lastPage(25, 24)).toBe(2);
  });
});
