'use client';
// The product list with 'Mehr laden' (SPEC §2: load-more is the default). Without JavaScript the button is a
// link to ?page=N+1, which crawlers follow too; with it, the next page is appended, announced politely, and
// focus moves to the first new product. The page's own products come rendered from the server (`children`, see
// product-grid-items.tsx); the grid renders only what it appends.
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@/features/shared/lazy/use-hydrated';
import { loadMoreProducts } from './load-more-action';
import { ProductGridItems } from './product-grid-items';
import type { TileProduct } from './tile-product';

export interface ProductGridProps {
  /** The page's products as list items, rendered on the server (`ProductGridItems`). */
  children: ReactNode;
  /** Their SKUs: a product among them that the next page brings again is not shown twice. */
  skus: string[];
  total: number;
  page: number;
  pageSize: number;
  /** The listing's URL without the page parameter (page is last in its query, see listingSearchParams). */
  baseHref: string;
  /** What the load-more action searches: the category and the listing's query string. */
  source: { categoryId: string | null; query: string };
}

export function pageHref(baseHref: string, page: number): string {
  if (page <= 1) return baseHref;
  return `${baseHref}${baseHref.includes('?') ? '&' : '?'}page=${page}`;
}

export function ProductGrid({ children, skus, total: initialTotal, page, pageSize, baseHref, source }: ProductGridProps) {
  const t = useTranslations('listing');
  const hydrated = useHydrated();
  const [appended, setAppended] = useState<TileProduct[]>([]);
  const [lastPage, setLastPage] = useState(page);
  const [total, setTotal] = useState(initialTotal);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const [announcement, setAnnouncement] = useState('');
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const focusSku = useRef<string | null>(null);

  const shownUpTo = Math.min(total, lastPage * pageSize);
  const hasMore = lastPage * pageSize < total;

  useEffect(() => {
    if (!focusSku.current) return;
    links.current.get(focusSku.current)?.focus();
    focusSku.current = null;
  }, [appended]);

  async function loadMore() {
    if (status === 'loading') return;
    setStatus('loading');
    const next = lastPage + 1;
    let result: Awaited<ReturnType<typeof loadMoreProducts>>;
    try {
      result = await loadMoreProducts({ ...source, page: next });
    } catch {
      result = { ok: false };
    }
    if (!result.ok) {
      setStatus('error');
      return;
    }
    // The catalogue may have changed between pages: a product already shown is not shown twice.
    const seen = new Set([...skus, ...appended.map((p) => p.sku)]);
    const fresh = result.hits.filter((hit) => !seen.has(hit.sku));
    focusSku.current = fresh[0]?.sku ?? null;
    setAppended([...appended, ...fresh]);
    setLastPage(result.page);
    setTotal(result.total);
    setStatus('idle');
    setAnnouncement(t('loaded', { count: fresh.length, shown: Math.min(result.total, result.page * pageSize), total: result.total }));
  }

  const control = 'inline-flex min-h-6 items-center justify-center rounded bg-brand px-3 font-semibold text-on-brand no-underline';
  return (
    <div className="flex flex-col gap-2">
      {page > 1 && (
        <a href={pageHref(baseHref, page - 1)} className="self-center font-semibold">
          {t('previousPage')}
        </a>
      )}
      <ul className="grid grid-cols-2 gap-1 sm:gap-2 md:grid-cols-3 xl:grid-cols-4">
        {children}
        <ProductGridItems
          products={appended}
          linkRef={(sku) => (element) => {
            if (element) links.current.set(sku, element);
            else links.current.delete(sku);
          }}
        />
      </ul>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="flex flex-col items-center gap-1 py-2">
        <p className="text-sm text-muted">{t('shown', { shown: shownUpTo, total })}</p>
        {hasMore &&
          (hydrated ? (
            <button type="button" onClick={loadMore} aria-disabled={status === 'loading' || undefined} className={control}>
              {status === 'loading' ? t('loading') : t('loadMore')}
            </button>
          ) : (
            <a href={pageHref(baseHref, lastPage + 1)} className={control}>
              {t('loadMore')}
            </a>
          ))}
        {status === 'error' && (
          <p role="alert" className="text-danger">
            {t('loadFailed')}
          </p>
        )}
      </div>
    </div>
  );
}
