// Checks the eighth held-out set (src/demo/search-relevance/held-out-queries-8.ts) without searching: that none of its
// strings repeats a query of the earlier sets (printing only the colliding strings, so the author never reads their
// lists), that every answerable query has products it wants in its shop, and that the products closest to each
// unanswerable query indeed do not exist. Set 8 is compared with sets 1–7, the shopper set and relevance-set.json.
// Run: npx tsx scripts/check-held-out-8.ts
import relevanceSet from '@/demo/search-relevance/relevance-set.json';
import { heldOutQueries } from '@/demo/search-relevance/held-out-queries';
import { heldOutQueries2 } from '@/demo/search-relevance/held-out-queries-2';
import { heldOutQueries3 } from '@/demo/search-relevance/held-out-queries-3';
import { heldOutQueries4 } from '@/demo/search-relevance/held-out-queries-4';
import { heldOutQueries5 } from '@/demo/search-relevance/held-out-queries-5';
import { heldOutQueries6 } from '@/demo/search-relevance/held-out-queries-6';
import { heldOutQueries7 } from '@/demo/search-relevance/held-out-queries-7';
import { heldOutQueries8 } from '@/demo/search-relevance/held-out-queries-8';
import { seededSnapshot } from '@/demo/search-relevance/seeded-snapshot';
import { shopperQueries, type Want } from '@/demo/search-relevance/shopper-queries';
import { productFacts, satisfies } from '@/demo/search-relevance/shopper-relevance';
import { tenantOfLocale } from '@/commerce/tenant/tenants';
import type { Locale } from '@/platform/i18n/locales';

const PRODUCTS = 2000;
const key = (locale: string, q: string) => `${locale}\u0000${q.trim().toLowerCase()}`;

/**
 * What each unanswerable query would want if the shop sold it: none of these may match a product, or the query is
 * answerable after all. Queries for goods the catalog has no family of at all (a knife block, a pram) need no entry.
 */
const LEATHER_LIKE = ['leder', 'veloursleder', 'lederimitat'];
const DUVET: Want = {
  kind: ['bedding', 'cushion'],
  type: ['Bettdecke', 'Steppbett', 'Duvet', 'Daunendecke'],
};
const nearestWants: Record<string, Want> = {
  'cordhose damen': { kind: ['trousers'], target: ['damen'], material: ['cord'] },
  'manchesterhose damen': { kind: ['trousers'], target: ['damen'], material: ['cord'] },
  lederrock: { kind: ['skirt'], material: LEATHER_LIKE },
  'jupe en cuir': { kind: ['skirt'], material: LEATHER_LIKE },
  'leren rok': { kind: ['skirt'], material: LEATHER_LIKE },
  'lederhose herren': { kind: ['trousers'], material: LEATHER_LIKE },
  seidenbettwäsche: { kind: ['bedding'], material: ['seide'] },
  'kaschmir pullover': { kind: ['knit'], material: ['kaschmir'] },
  'pull en cachemire': { kind: ['knit'], material: ['kaschmir'] },
  'kasjmier trui': { kind: ['knit'], material: ['kaschmir'] },
  samtkleid: { kind: ['dress'], material: ['samt'] },
  'herren sandalen': { kind: ['sandal'], target: ['herren'] },
  'sandales homme': { kind: ['sandal'], target: ['herren'] },
  herensandalen: { kind: ['sandal'], target: ['herren'] },
  'marmor couchtisch': { kind: ['coffee-table'], material: ['marmor'] },
  'bluetooth lautsprecher': {
    kind: ['soundbar', 'headphones'],
    type: ['Bluetooth-Lautsprecher', 'Lautsprecher'],
  },
  'regenhose kinder': { kind: ['trousers'], type: ['Regenhose', 'Matschhose', 'Buddelhose'] },
  babywiege: { kind: ['cot'], type: ['Stubenwagen', 'Wiege', 'Babywiege'] },
  'plaid aus wolle': { kind: ['cushion'], material: ['wolle'] },
  nachtkastl: { type: ['Nachttisch', 'Nachtkästchen', 'Nachtkonsole'] },
  couette: DUVET,
  dekbed: DUVET,
};

const earlier = [
  ...heldOutQueries,
  ...heldOutQueries2,
  ...heldOutQueries3,
  ...heldOutQueries4,
  ...heldOutQueries5,
  ...heldOutQueries6,
  ...heldOutQueries7,
  ...shopperQueries,
  ...relevanceSet.queries,
];
const seen = new Set(earlier.map((q) => key(q.locale, q.q)));
let failures = 0;

const own = new Set<string>();
for (const q of heldOutQueries8) {
  const k = key(q.locale, q.q);
  if (seen.has(k)) {
    process.stdout.write(`collision: ${q.locale} "${q.q}"\n`);
    failures++;
  }
  if (own.has(k)) {
    process.stdout.write(`repeated within set 8: ${q.locale} "${q.q}"\n`);
    failures++;
  }
  own.add(k);
}

const facts = productFacts(PRODUCTS);
const skus = new Map<Locale, string[]>();
const skusIn = (locale: Locale) => {
  if (!skus.has(locale))
    skus.set(
      locale,
      seededSnapshot(tenantOfLocale(locale).key, locale, PRODUCTS).products.map((p) => p.sku),
    );
  return skus.get(locale)!;
};
const relevantCount = (locale: Locale, want: Want) =>
  skusIn(locale).filter((sku) => satisfies(want, facts.get(sku)!)).length;

const thin: string[] = [];
for (const q of heldOutQueries8) {
  if (q.want !== null) {
    const n = relevantCount(q.locale, q.want);
    if (n === 0) {
      process.stdout.write(`no relevant product: ${q.locale} "${q.q}"\n`);
      failures++;
    } else if (n < 3) thin.push(`${q.locale} "${q.q}" (${n})`);
  } else if (nearestWants[q.q]) {
    const n = relevantCount(q.locale, nearestWants[q.q]!);
    if (n > 0) {
      process.stdout.write(`unanswerable query has ${n} near products: ${q.locale} "${q.q}"\n`);
      failures++;
    }
  }
}
if (thin.length > 0) process.stdout.write(`fewer than 3 relevant products: ${thin.join(', ')}\n`);

const perLocale: Record<string, { all: number; unanswerable: number }> = {};
for (const q of heldOutQueries8) {
  perLocale[q.locale] ??= { all: 0, unanswerable: 0 };
  perLocale[q.locale]!.all++;
  if (q.want === null) perLocale[q.locale]!.unanswerable++;
}
const total = heldOutQueries8.length;
process.stdout.write(
  `set 8: ${total} queries, ${heldOutQueries8.filter((q) => q.want === null).length} unanswerable\n`,
);
for (const [locale, c] of Object.entries(perLocale))
  process.stdout.write(
    `  ${locale}: ${c.all} (${((c.all / total) * 100).toFixed(1)} %), ${c.unanswerable} unanswerable\n`,
  );
const byField: Record<string, number> = {};
for (const q of heldOutQueries8) {
  if (q.want === null) continue;
  const fields = Object.keys(q.want).filter((f) => !['kind', 'type', 'family', 'category'].includes(f));
  for (const f of fields.length ? fields : ['product type alone']) byField[f] = (byField[f] ?? 0) + 1;
}
process.stdout.write(`answerable queries by what they add to the type: ${JSON.stringify(byField)}\n`);
if (failures > 0) process.exit(1);
