// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdentityModalsProvider } from '@/features/identity/identity-modals';
import { ToastProvider } from '@/features/shared/toast/toast-provider';
import { WishlistProvider } from '@/features/wishlist/wishlist-provider';
import { resetClientData } from '../../../tests/support/client-data';
import { renderWithIntl } from '../../../tests/support/render-with-intl';
import { BasketCountSync } from './basket-count-sync';
import { BasketHeaderLink } from './basket-header-link';
import { clientBasket, clientLine } from './basket-factories';
import { ProductPurchaseWithBasket } from './product-purchase-with-basket';

const variants = [
  {
    variantSku: '1000001-01',
    size: '42',
    colour: 'weiss',
    colourName: 'Weiß',
    colourHex: '#fff',
    available: true,
    delivery: 'Lieferung in 2–4 Werktagen',
  },
  {
    variantSku: '1000001-02',
    size: '43',
    colour: 'weiss',
    colourName: 'Weiß',
    colourHex: '#fff',
    available: true,
    delivery: 'Lieferung in 2–4 Werktagen',
  },
];
const labels = {
  size: 'Größe',
  colour: 'Farbe',
  chooseVariant: 'Bitte wähle zuerst eine Variante aus!',
  soldOut: 'ausverkauft',
  addToBasket: 'In den Warenkorb',
};

type Gateway = (init: {
  method: string;
  body?: { query: string; variables: Record<string, unknown> };
}) => unknown;

function stubGateway(answer: Gateway) {
  const calls: { method: string; body?: { query: string; variables: Record<string, unknown> } }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (!String(url).startsWith('/api/gateway')) return Response.json({ hits: [] });
      const call = {
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      if (call.method === 'GET') return Response.json({ data: { basket: { count: 1 } } });
      return Response.json(answer(call));
    }),
  );
  return calls;
}

function renderPage() {
  return renderWithIntl(
    <ToastProvider>
      {/* The header's link and the count's sync, as the layout has them (its LiveData loads the sync). */}
      <BasketCountSync gatewayUrl="/api/gateway" />
      <BasketHeaderLink href="/warenkorb" label="Warenkorb" gatewayUrl="/api/gateway" />
      <IdentityModalsProvider
        customerNumberLogin
        links={{ register: '/registrieren', account: '/mein-konto' }}
      >
        <WishlistProvider>
          <ProductPurchaseWithBasket
            product={{ sku: '1000001', name: 'Sneaker' }}
            variants={variants}
            labels={labels}
          />
        </WishlistProvider>
      </IdentityModalsProvider>
    </ToastProvider>,
  );
}

afterEach(() => {
  resetClientData();
  vi.unstubAllGlobals();
});

describe('add to basket from the product page', { timeout: 20_000 }, () => {
  it('asks for a variant first and sends nothing', async () => {
    const calls = stubGateway(() => ({}));
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte wähle zuerst eine Variante aus!');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('adds the chosen variant (sending no price), counts it in the header at once and opens the basket layer', async () => {
    const basket = clientBasket({
      lines: [
        clientLine({ variantSku: '1000001-02', size: '43', quantity: 1 }),
        clientLine({ variantSku: '2000002-01', sku: '2000002', quantity: 2 }),
      ],
    });
    const calls = stubGateway(() => ({ data: { addToBasket: basket } }));
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(screen.getByRole('link', { name: /^Warenkorb\W+1 Artikel$/ })).toBeTruthy());

    await user.click(screen.getByRole('radio', { name: '43' }));
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));

    // The mutation's text loads with the click (use-add-to-basket.ts), so the request follows a moment later.
    const post = await vi.waitFor(
      () => {
        const sent = calls.find((c) => c.method === 'POST');
        if (!sent) throw new Error('no POST yet');
        return sent;
      },
      { timeout: 5_000 },
    );
    expect(post.body?.variables).toEqual({ variantSku: '1000001-02', quantity: 1 });
    expect(post.body?.query).toContain('addToBasket');
    await waitFor(() => expect(screen.getByRole('link', { name: /^Warenkorb\W+3 Artikel$/ })).toBeTruthy());
    const layer = await screen.findByRole(
      'dialog',
      { name: 'Der Artikel liegt jetzt in Deinem Warenkorb' },
      { timeout: 10_000 },
    );
    expect(within(layer).getByText('Größe: 43')).toBeTruthy();
    expect(within(layer).getByRole('link', { name: 'Zum Warenkorb' }).getAttribute('href')).toBe(
      '/warenkorb',
    );
    // The total includes shipping; above the free-shipping threshold the layer says it is free (issue 21).
    const total = within(layer)
      .getByText(/Warenkorb mit 3 Artikeln/)
      .textContent!.replaceAll('\u00a0', ' ');
    expect(total).toBe('Warenkorb mit 3 Artikeln: 99,98 €, versandkostenfrei');

    await user.click(within(layer).getByRole('button', { name: 'Weiter einkaufen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why an add failed and keeps the choice', async () => {
    stubGateway(() => ({
      data: null,
      errors: [
        {
          message: 'The quantity is above the stock.',
          extensions: { code: 'BASKET_OUT_OF_STOCK', available: 2, inBasket: 2 },
        },
      ],
    }));
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('radio', { name: '42' }));
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    await screen.findByText(
      'Dein Artikel konnte leider nicht in den Warenkorb gelegt werden... Leider sind nur noch 2 Stück verfügbar.',
    );
    expect(screen.getByRole('radio', { name: '42' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
