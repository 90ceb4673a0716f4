// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetClientData, stubJsonReads } from '../../../tests/support/client-data';
import { renderInShop } from '../../../tests/support/render-with-intl';
import { QuickViewButton } from './quick-view-button';
import type { QuickViewData } from './quick-view-data';

const data: QuickViewData = {
  sku: '1000001',
  name: 'Sneaker Runner',
  brand: 'Laufwerk',
  href: '/p/sneaker-runner-1000001',
  price: { amount: 4999, currency: 'EUR' },
  struckPrice: null,
  lowest30Price: null,
  unitPrice: null,
  rating: { average: 4.5, count: 2 },
  image: { path: '/media/1000001.webp', width: 800, height: 800 },
  variants: [
    { variantSku: '1000001-1', size: '42', colour: 'weiss', available: true, delivery: { minDays: 2, maxDays: 4 } },
    { variantSku: '1000001-2', size: '43', colour: 'weiss', available: false, delivery: null },
  ],
};

// The dialog module (with React Aria) loads on the first click; under a busy test run that can take a while.
const loading = { timeout: 10_000 };

/** The quick view's button on a page whose JSON reads `fetcher` answers. */
function renderButton(fetcher: (url: string) => Promise<unknown>, locale: 'de-DE' | 'fr-CH' = 'de-DE') {
  stubJsonReads(fetcher);
  return renderInShop(<QuickViewButton sku="1000001" name="Sneaker Runner" />, locale);
}

afterEach(() => {
  resetClientData();
  vi.unstubAllGlobals();
});

describe('quick view', { timeout: 20_000 }, () => {
  it('opens a modal dialog with price, variants and a link to the product, and closes with Escape back to the button', async () => {
    const user = userEvent.setup();
    const fetcher = vi.fn(async () => data);
    renderButton(fetcher);
    const button = screen.getByRole('button', { name: 'Schnellansicht: Sneaker Runner' });

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Sneaker Runner' }, loading);
    expect(fetcher).toHaveBeenCalledWith('/api/catalog/quickview/1000001?lang=de');
    await screen.findByRole('link', { name: 'Alle Details zum Artikel' });
    expect(screen.getByRole('link', { name: 'Alle Details zum Artikel' }).getAttribute('href')).toBe('/p/sneaker-runner-1000001');
    expect(screen.getByRole('radio', { name: /43/ })).toHaveProperty('disabled', true);
    expect(screen.getByText('Lieferung in 2–4 Werktagen')).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('keeps focus inside while tabbing and closes with its close button', async () => {
    const user = userEvent.setup();
    renderButton(async () => data);
    await user.click(screen.getByRole('button', { name: 'Schnellansicht: Sneaker Runner' }));
    const dialog = await screen.findByRole('dialog', {}, loading);
    await screen.findByRole('link', { name: 'Alle Details zum Artikel' });
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when the product could not be loaded and offers to try again', async () => {
    const user = userEvent.setup();
    const fetcher = vi.fn().mockRejectedValueOnce(new Error('404')).mockResolvedValueOnce(data);
    renderButton(fetcher, 'fr-CH');
    await user.click(screen.getByRole('button', { name: 'Aperçu rapide : Sneaker Runner' }));
    expect((await screen.findByRole('alert', {}, loading)).textContent).toBe('L’aperçu rapide n’a pas pu être chargé. Veuillez réessayer.');
    expect(fetcher).toHaveBeenCalledWith('/api/catalog/quickview/1000001?lang=fr');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('link', { name: 'Tous les détails de l’article' });
  });
});
