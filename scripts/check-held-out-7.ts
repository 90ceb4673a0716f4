// Checks the seventh held-out set (src/demo/search-relevance/held-out-queries-7.ts) without searching: that none of its
// strings repeats a query of the earlier sets (printing only the colliding strings, so the author never reads their
// lists), that every answerable query has products it wants in its shop, and that the products closest to each
// unanswerable query indeed do not exist. Set 7 is compared with sets 1–6, the shopper set and relevance-set.json.
// Run: npx tsx scripts/check-held-out-7.ts
import relevanceSet from '@/demo/search-relevance/relevance-set.json';
import { heldOutQueries } from '@/demo/search-relevance/held-out-queries';
import { heldOutQueries2 } from '@/demo/search-relevance/held-out-queries-2';
import { heldOutQueries3 } from '@/demo/search-relevance/held-out-queries-3';
import { heldOutQueries4 } from '@/demo/search-relevance/held-out-queries-4';
import { heldOutQueries5 } from '@/demo/search-relevance/held-out-queries-5';
import { heldOutQueries6 } from '@/demo/search-relevance/held-out-queries-6';
import { heldOutQueries7 } from '@/demo/search-relevance/held-out-queries-7';
import { seededSnapshot } from '@/demo/search-relevance/seeded-snapshot';
import { shopperQueries, type Want } from '@/demo/search-relevance/shopper-queries';
import { productFacts, satisfies } from '@/demo/search-relevance/shopper-relevance';
import { tenantOfLocale } from '@/commerce/tenant/tenants';
import type { Locale } from '@/platform/i18n/locales';

const PRODUCTS = 2000;
const key = (locale: string, q: string) => `${locale}\u0000${q.trim().toLowerCase()}`;

/**
 * What each unanswerable query would want if the shop sold it: none of these may match a product, or the query is
 * answerable after all. Queries for goods the catalog has no family of at all (earrings, a bean bag) need no entry.
 */
const GIRLS_AND_BOYS = ['maedchen', 'jungen', 'kinder', 'baby'];
const nearestWants: Record<string, Want> = {
  'badeanzug mädchen': { kind: ['swimsuit'], target: GIRLS_AND_BOYS },
  'maillot de bain fille': { kind: ['swimsuit'], target: GIRLS_AND_BOYS },
  'zwempak meisjes': { kind: ['swimsuit'], target: GIRLS_AND_BOYS },
  badhose: { kind: ['swimsuit'], target: ['herren', 'jungen'] },
  'zwembroek heren': { kind: ['swimsuit'], target: ['herren'] },
  'winterjacke mädchen': { kind: ['jacket', 'coat'], target: ['maedchen'] },
  'bademantel damen': { type: ['Bademantel'], target: ['damen'] },
  'strumpfhose damen': { kind: ['socks'], target: ['damen'] },
  collants: { kind: ['socks'], target: ['damen'] },
  'panty dames': { kind: ['socks'], target: ['damen'] },
  schihose: { kind: ['trousers'], type: ['Skihose', 'Schihose', 'Schneehose'] },
  'bonnet en laine': { kind: ['scarf'], type: ['Mütze', 'Beanie'] },
  'hochbett kinder': { kind: ['bed', 'cot'], type: ['Hochbett', 'Etagenbett'] },
  stapelbed: { kind: ['bed', 'cot'], type: ['Etagenbett', 'Stapelbett', 'Hochbett'] },
  gefriertruhe: { kind: ['fridge'], type: ['Gefriertruhe', 'Gefrierschrank'] },
  bureaustoel: { kind: ['chair'], type: ['Bürostuhl', 'Drehstuhl'] },
  kopfkissen: { kind: ['cushion', 'bedding'], type: ['Kopfkissen', 'Kissen'] },
  leintuch: { kind: ['bedding'], type: ['Bettlaken', 'Spannbettlaken', 'Leintuch'] },
  kredenz: { type: ['Sideboard', 'Kommode', 'Highboard', 'Anrichte'] },
};

const earlier = [
  ...heldOutQueries,
  ...heldOutQueries2,
  ...heldOutQueries3,
  ...heldOutQueries4,
  ...heldOutQueries5,
  ...heldOutQueries6,
  ...shopperQueries,
  ...relevanceSet.queries,
];
const seen = new Set(earlier.map((q) => key(q.locale, q.q)));
let failures = 0;

const own = new Set<string>();
for (const q of heldOutQueries7) {
  const k = key(q.locale, q.q);
  if (seen.has(k)) {
    process.stdout.write(`collision: ${q.locale} "${q.q}"\n`);
    failures++;
  }
  if (own.has(k)) {
    process.stdout.write(`repeated within set 7: ${q.locale} "${q.q}"\n`);
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
for (const q of heldOutQueries7) {
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
for (const q of heldOutQueries7) {
  perLocale[q.locale] ??= { all: 0, unanswerable: 0 };
  perLocale[q.locale]!.all++;
  if (q.want === null) perLocale[q.locale]!.unanswerable++;
}
const total = heldOutQueries7.length;
process.stdout.write(
  `set 7: ${total} queries, ${heldOutQueries7.filter((q) => q.want === null).length} unanswerable\n`,
);
for (const [locale, c] of Object.entries(perLocale))
  process.stdout.write(
    `  ${locale}: ${c.all} (${((c.all / total) * 100).toFixed(1)} %), ${c.unanswerable} unanswerable\n`,
  );
const byField: Record<string, number> = {};
for (const q of heldOutQueries7) {
  if (q.want === null) continue;
  const fields = Object.keys(q.want).filter((f) => !['kind', 'type', 'family', 'category'].includes(f));
  for (const f of fields.length ? fields : ['product type alone']) byField[f] = (byField[f] ?? 0) + 1;
}
process.stdout.write(`answerable queries by what they add to the type: ${JSON.stringify(byField)}\n`);
if (failures > 0) process.exit(1);
