// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '@/platform/i18n/messages';
import { InShop, renderInShop } from '../../../tests/support/render-with-intl';
import { tile } from './listing-factories';
import { loadMoreProducts } from './load-more-action';
import type { TileProduct } from './tile-product';
import { pageHref, ProductGrid, type ProductGridProps } from './product-grid';
import { EAGER_IMAGES, ProductGridItems } from './product-grid-items';

vi.mock('./load-more-action', () => ({ loadMoreProducts: vi.fn() }));
const loadMore = vi.mocked(loadMoreProducts);

const first = [tile({ sku: '1000001', name: 'Erster' }), tile({ sku: '1000002', name: 'Zweiter' })];
const second = [tile({ sku: '1000003', name: 'Dritter' }), tile({ sku: '1000004', name: 'Vierter' })];
const props: Omit<ProductGridProps, 'children' | 'skus'> = {
  total: 5,
  page: 1,
  pageSize: 2,
  baseHref: '/c/damen?brand=Laufwerk',
  source: { categoryId: 'damen', query: 'brand=Laufwerk' },
};

/** The grid as the listing renders it: the page's products as its (server-rendered) items. */
function grid(overrides: Partial<typeof props> = {}, hits: TileProduct[] = first) {
  const page = overrides.page ?? props.page;
  return (
    <ProductGrid {...props} {...overrides} skus={hits.map((hit) => hit.sku)}>
      <ProductGridItems products={hits} eagerImages={page === 1 ? EAGER_IMAGES : 0} />
    </ProductGrid>
  );
}

describe('ProductGrid', () => {
  beforeEach(() => loadMore.mockReset());

  it('renders a crawlable link to the next page before JavaScript runs', () => {
    const html = renderToString(
      <NextIntlClientProvider locale="de-DE" messages={messagesFor('de-DE')} timeZone="Europe/Berlin">
        <InShop>{grid()}</InShop>
      </NextIntlClientProvider>,
    );
    expect(html).toContain('href="/c/damen?brand=Laufwerk&amp;page=2"');
    expect(html).toMatch(/<a [^>]*href="\/c\/damen\?brand=Laufwerk&amp;page=2"[^>]*>Mehr laden<\/a>/);
  });

  it('loads the first screen of pictures at once, asking first only for the first row on a phone', () => {
    const hits = ['1', '2', '3', '4', '5'].map((n) => tile({ sku: `100000${n}`, name: `Artikel ${n}` }));
    const { container } = renderInShop(grid({ pageSize: 5 }, hits));
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy']);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', null, null, null]);
  });

  it('appends the next page, announces it and moves focus to the first new product', async () => {
    loadMore.mockResolvedValue({ ok: true, hits: second, page: 2, total: 5 });
    renderInShop(grid());
    expect(screen.getByText('2 von 5 Artikeln')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mehr laden' })));

    expect(loadMore).toHaveBeenCalledWith({ categoryId: 'damen', query: 'brand=Laufwerk', page: 2 });
    expect(screen.getAllByRole('listitem').map((li) => li.querySelector('h3')?.textContent)).toEqual(['Erster', 'Zweiter', 'Dritter', 'Vierter']);
    // The shop's toast region is a status too; the announcement is the grid's own.
    expect(screen.getByText('2 weitere Artikel geladen, 4 von 5 angezeigt.').getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Dritter' })));
    expect(screen.getByRole('button', { name: 'Mehr laden' })).toBeTruthy();
  });

  it('stops offering more when everything is shown and does not show a product twice', async () => {
    loadMore.mockResolvedValue({ ok: true, hits: [second[0]!, first[1]!], page: 3, total: 5 });
    renderInShop(grid({ page: 2, pageSize: 2 }, [...first, ...second].slice(0, 4)));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mehr laden' })));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Mehr laden' })).toBeNull();
    expect(screen.getByText('5 von 5 Artikeln')).toBeTruthy();
  });

  it('says so when loading fails and lets the shopper try again', async () => {
    loadMore.mockResolvedValueOnce({ ok: false }).mockRejectedValueOnce(new Error('offline'));
    renderInShop(grid());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mehr laden' })));
    expect(screen.getByRole('alert').textContent).toBe('Es ist ein Fehler aufgetreten... Bitte versuche es noch einmal.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mehr laden' })));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('links back to the previous page when it starts further in', () => {
    renderInShop(grid({ page: 3 }));
    expect(screen.getByRole('link', { name: 'Vorherige Artikel anzeigen' }).getAttribute('href')).toBe('/c/damen?brand=Laufwerk&page=2');
  });
});

describe('pageHref', () => {
  it('adds the page to a URL with or without a query, and leaves page 1 plain', () => {
    expect(pageHref('/s?q=rock', 3)).toBe('/s?q=rock&page=3');
    expect(pageHref('/c/damen', 2)).toBe('/c/damen?page=2');
    expect(pageHref('/c/damen', 1)).toBe('/c/damen');
  });
});
