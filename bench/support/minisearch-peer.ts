// MiniSearch (npm `minisearch`) as the off-the-shelf peer on the shopper relevance set: the same products, texts
// and first page, configured the way its documentation suggests for a product search (field boosts, prefix and
// fuzzy matching). It is a dev dependency the bench loads only if installed: `npm install -D minisearch`.
import type { CatalogSnapshot } from '../../src/commerce/search/engine/catalog-snapshot';
import { CUTOFF } from '../../src/demo/search-relevance/relevance';
import type { SearchPeer } from '../../src/demo/search-relevance/shopper-relevance';
import type { Locale } from '../../src/platform/i18n/locales';

/** The part of MiniSearch's documented API the peer uses (https://lucaong.github.io/minisearch/). */
interface MiniSearchIndex {
  addAll(documents: readonly Record<string, string>[]): void;
  search(query: string): { id: string; score: number }[];
}
type MiniSearchClass = new (options: {
  fields: string[];
  idField?: string;
  searchOptions?: { boost?: Record<string, number>; prefix?: boolean; fuzzy?: number; combineWith?: 'OR' | 'AND' };
}) => MiniSearchIndex;

/** The MiniSearch class, or null when the package is not installed. */
export async function loadMiniSearch(): Promise<MiniSearchClass | null> {
  const name = 'minisearch';
  try {
    const loaded = (await import(/* @vite-ignore */ name)) as { default: MiniSearchClass };
    return loaded.default;
  } catch {
    return null;
  }
}

export function miniSearchPeer(MiniSearch: MiniSearchClass, snapshotFor: (locale: Locale) => CatalogSnapshot): SearchPeer {
  const indexes = new Map<Locale, MiniSearchIndex>();
  const indexFor = (locale: Locale) => {
    let index = indexes.get(locale);
    if (!index) {
      const snapshot = snapshotFor(locale);
      const categoryPath = new Map<string, string>();
      const byId = new Map(snapshot.categories.map((c) => [c.id, c]));
      for (const category of snapshot.categories) {
        const names: string[] = [];
        for (let c: typeof category | undefined = category; c; c = c.parentId ? byId.get(c.parentId) : undefined) names.unshift(c.name);
        categoryPath.set(category.id, names.join(' '));
      }
      index = new MiniSearch({
        fields: ['name', 'brand', 'category', 'details', 'description'],
        idField: 'id',
        searchOptions: { boost: { name: 3, category: 2, brand: 2, details: 1.5 }, prefix: true, fuzzy: 0.2 },
      });
      index.addAll(
        snapshot.products.map((p) => ({
          id: p.sku,
          name: p.name,
          brand: p.brand,
          category: categoryPath.get(p.categoryId) ?? '',
          details: Object.values(p.details).join(' '),
          description: p.description,
        })),
      );
      indexes.set(locale, index);
    }
    return index;
  };
  return {
    name: 'MiniSearch',
    search(locale, q) {
      const results = indexFor(locale).search(q);
      return { skus: results.slice(0, CUTOFF).map((r) => String(r.id)), total: results.length, partial: false };
    },
  };
}
