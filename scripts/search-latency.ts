// The search bench's latency part without the database: the 100,000-product German shop built in memory from the
// seed's row generator, then the bench's searches (with their filters, sorts and pages) and suggestions, timed on
// the engine alone. For A/B checks on a busy machine: run it for two versions of the engine at the same time, and
// compare them with each other, not with the budgets. Besides wall time it reports the process's CPU time per query
// (process.cpuUsage), which other processes on the same cores do not stretch: the figure a quiet machine shows. Run: npx tsx scripts/search-latency.ts [products] [rounds]
import { buildSearchIndex } from '@/commerce/search/engine/build-search-index';
import { runSearch } from '@/commerce/search/engine/run-search';
import { normaliseTerm } from '@/commerce/search/normalise-term';
import { suggestOn } from '@/commerce/search/suggest-search';
import { PAGE_SIZE, type ProductQuery } from '@/commerce/search/search-types';
import { seededSnapshot } from '@/demo/search-relevance/seeded-snapshot';
import { percentile, prefixes, terms, variants } from '../bench/support/search-workload';

const PRODUCTS = Number(process.argv[2] ?? 100_000);
const ROUNDS = Number(process.argv[3] ?? 20);

let started = performance.now();
const snapshot = seededSnapshot('de', 'de-DE', PRODUCTS);
const generated = (performance.now() - started) / 1000;
started = performance.now();
const index = buildSearchIndex(snapshot);
const built = (performance.now() - started) / 1000;
const searchMs: number[] = [];
const suggestMs: number[] = [];
const searchCpu: number[] = [];
const suggestCpu: number[] = [];
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
for (let round = -1; round < ROUNDS; round++) {
  for (const [i, q] of terms.entries()) {
    const variant = variants[(i + Math.max(0, round)) % variants.length]!;
    const query: ProductQuery = { q, filters: {}, sort: 'relevance', page: 1, pageSize: PAGE_SIZE, ...variant };
    const cpu = process.cpuUsage();
    const t = performance.now();
    runSearch(index, normaliseTerm(q), query);
    if (round >= 0) searchMs.push(performance.now() - t);
    if (round >= 0) searchCpu.push(cpuMs(cpu));
  }
  for (const prefix of prefixes) {
    const cpu = process.cpuUsage();
    const t = performance.now();
    suggestOn(index, normaliseTerm(prefix));
    if (round >= 0) suggestMs.push(performance.now() - t);
    if (round >= 0) suggestCpu.push(cpuMs(cpu));
  }
}
const f = (n: number) => n.toFixed(2);
process.stdout.write(
  `${PRODUCTS} products (generated in ${generated.toFixed(0)} s, index built in ${built.toFixed(0)} s): ` +
    `search p50 ${f(percentile(searchMs, 50))} p95 ${f(percentile(searchMs, 95))} p99 ${f(percentile(searchMs, 99))} ms; ` +
    `suggest p50 ${f(percentile(suggestMs, 50))} p95 ${f(percentile(suggestMs, 95))} ms; ` +
    `CPU time: search p50 ${f(percentile(searchCpu, 50))} p95 ${f(percentile(searchCpu, 95))} p99 ${f(percentile(searchCpu, 99))} ms, ` +
    `suggest p50 ${f(percentile(suggestCpu, 50))} p95 ${f(percentile(suggestCpu, 95))} ms\n`,
);
