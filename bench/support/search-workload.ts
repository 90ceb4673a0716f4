// The search benchmark's workload: what shoppers type, with filters, sorts and pages, and what the field sends while
// they type. One list for the bench (bench/search.bench.ts) and the engine-only A/B timing (scripts/search-latency.ts).
import type { ProductQuery } from '../../src/commerce/search/search-types';

/** What shoppers type: words, compounds, phrases, typos, synonyms, brands and attributes. */
export const terms = [
  'Sneaker',
  'Damenschuhe',
  'Schuhe Damen',
  'Snaeker',
  'Turnschuhe',
  'Fernseher',
  'TV',
  '55 Zoll Fernseher',
  'Sofa',
  'Couch',
  'Ecksofa',
  'Wohnlandschaft mit Bettkasten',
  'Kaffeevollautomat',
  'Kaffeemaschine',
  'Handy',
  'Smartphone 256 GB',
  'Laptop',
  'Matratze',
  'Bettwäsche',
  'Hemd Herren',
  'Jeans',
  'Kleid',
  'Jacke',
  'Staubsauger',
  'Kopfhörer',
  'Waschmaschine',
  'Lampe',
  'Teppich',
  'Pfanne',
  'Kinderschuhe',
  'Sale',
  'schwarz',
  'Baumwolle',
  'Leder',
];
/** Some searches come with a filter, a sort or a later page, as on the results page. */
export const variants: Partial<ProductQuery>[] = [
  {},
  {},
  { filters: { colour: ['schwarz'] } },
  { sort: 'price-asc' },
  { page: 2 },
  { filters: { priceMax: 10_000, ratingMin: 4 } },
];
/** What the field sends while those are typed. */
export const prefixes = [
  'sn',
  'sne',
  'snea',
  'dam',
  'damen',
  'damen sn',
  'fer',
  'fern',
  'sof',
  'kaf',
  'kaffee',
  'han',
  'mat',
  'bet',
  'hem',
  'jea',
  'kle',
  'jac',
  'sta',
  'kop',
  'was',
  'lam',
  'tep',
  'pfa',
  'kin',
  'sal',
  'sch',
  'schw',
  'bau',
  'led',
  'snaek',
];

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
