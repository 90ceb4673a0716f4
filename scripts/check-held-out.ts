// Checks a held-out set (src/demo/search-relevance/held-out-sets.ts) without searching: that none of its strings
// repeats a query of the earlier sets, the shopper set or relevance-set.json (printing only the colliding strings, so
// an author writing blind never reads their lists), that every answerable query has products it wants in its shop,
// and that the products closest to each unanswerable query (scripts/held-out-nearest.ts) indeed do not exist.
// Run: npx tsx scripts/check-held-out.ts --set 8
import relevanceSet from '@/demo/search-relevance/relevance-set.json';
import { heldOutSet, heldOutSets } from '@/demo/search-relevance/held-out-sets';
import { seededSnapshot } from '@/demo/search-relevance/seeded-snapshot';
import { shopperQueries, type Want } from '@/demo/search-relevance/shopper-queries';
import { productFacts, satisfies } from '@/demo/search-relevance/shopper-relevance';
import { tenantOfLocale } from '@/commerce/tenant/tenants';
import type { Locale } from '@/platform/i18n/locales';
import { nearestWants } from './held-out-nearest';

const PRODUCTS = 2000;
const key = (locale: string, q: string) => `${locale}\u0000${q.trim().toLowerCase()}`;

const setArg = process.argv.indexOf('--set');
const n = setArg >= 0 ? Number(process.argv[setArg + 1]) : heldOutSets.length;
const set = heldOutSet(n);
if (!set) throw new Error(`no held-out set ${process.argv[setArg + 1]} (1–${heldOutSets.length})`);
const nearest = nearestWants[n] ?? {};

const earlier = [...heldOutSets.slice(0, n - 1).flat(), ...shopperQueries, ...relevanceSet.queries];
const seen = new Set(earlier.map((q) => key(q.locale, q.q)));
let failures = 0;

const own = new Set<string>();
for (const q of set) {
  const k = key(q.locale, q.q);
  if (seen.has(k)) {
    process.stdout.write(`collision: ${q.locale} "${q.q}"\n`);
    failures++;
  }
  if (own.has(k)) {
    process.stdout.write(`repeated within set ${n}: ${q.locale} "${q.q}"\n`);
    failures++;
  }
  own.add(k);
}

const facts = productFacts(PRODUCTS);
const skus = new Map<Locale, string[]>();
const skusIn = (locale: Locale) => {
  if (!skus.has(locale)) skus.set(locale, seededSnapshot(tenantOfLocale(locale).key, locale, PRODUCTS).products.map((p) => p.sku));
  return skus.get(locale)!;
};
const relevantCount = (locale: Locale, want: Want) => skusIn(locale).filter((sku) => satisfies(want, facts.get(sku)!)).length;

const thin: string[] = [];
for (const q of set) {
  if (q.want !== null) {
    const count = relevantCount(q.locale, q.want);
    if (count === 0) {
      process.stdout.write(`no relevant product: ${q.locale} "${q.q}"\n`);
      failures++;
    } else if (count < 3) thin.push(`${q.locale} "${q.q}" (${count})`);
  } else if (nearest[q.q]) {
    const count = relevantCount(q.locale, nearest[q.q]!);
    if (count > 0) {
      process.stdout.write(`unanswerable query has ${count} near products: ${q.locale} "${q.q}"\n`);
      failures++;
    }
  }
}
if (thin.length > 0) process.stdout.write(`fewer than 3 relevant products: ${thin.join(', ')}\n`);

const perLocale: Record<string, { all: number; unanswerable: number }> = {};
for (const q of set) {
  perLocale[q.locale] ??= { all: 0, unanswerable: 0 };
  perLocale[q.locale]!.all++;
  if (q.want === null) perLocale[q.locale]!.unanswerable++;
}
process.stdout.write(`set ${n}: ${set.length} queries, ${set.filter((q) => q.want === null).length} unanswerable\n`);
for (const [locale, c] of Object.entries(perLocale))
  process.stdout.write(`  ${locale}: ${c.all} (${((c.all / set.length) * 100).toFixed(1)} %), ${c.unanswerable} unanswerable\n`);
const byField: Record<string, number> = {};
for (const q of set) {
  if (q.want === null) continue;
  const fields = Object.keys(q.want).filter((f) => !['kind', 'type', 'family', 'category'].includes(f));
  for (const f of fields.length ? fields : ['product type alone']) byField[f] = (byField[f] ?? 0) + 1;
}
process.stdout.write(`answerable queries by what they add to the type: ${JSON.stringify(byField)}\n`);
if (failures > 0) process.exit(1);
