// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../../tests/support/render-with-intl';
import { BasketPageView } from './basket-page-view';
import { clientBasket, clientLine } from './basket-factories';
import type { BasketState } from './use-basket';

const state = vi.hoisted(() => ({ current: null as unknown as BasketState }));
vi.mock('./use-basket', () => ({ useBasket: () => state.current }));

const eur = (amount: number) => ({ amount, currency: 'EUR' as const });
/** Text as a person reads it: Intl writes a no-break space before the euro sign. */
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\u00a0/g, ' ');
const links = { home: '/', checkout: '/kasse' };

function basketState(overrides: Partial<BasketState> = {}): BasketState {
  const basket = clientBasket();
  return {
    basket,
    loading: false,
    failed: false,
    reload: vi.fn(),
    changeQuantity: vi.fn(async () => ({ ok: true as const, basket })),
    remove: vi.fn(async () => ({ ok: true as const, basket: clientBasket({ lines: [] }) })),
    applyVoucher: vi.fn(async () => ({ ok: true as const, basket })),
    removeVoucher: vi.fn(async () => ({ ok: true as const, basket })),
    ...overrides,
  };
}

beforeEach(() => {
  state.current = basketState();
});

describe('basket page', () => {
  it('shows each line with variant, delivery, prices and notes, and the totals as the server computed them', () => {
    const tv = clientLine({
      variantSku: '3000003-01',
      sku: '3000003',
      name: 'Fernseher 65 Zoll',
      size: null,
      colour: null,
      setupServiceIncluded: true,
      bulky: true,
      unitPrice: eur(79_900),
      lineTotal: eur(79_900),
      netTotal: eur(79_900),
    });
    const reduced = clientLine({ struckUnitPrice: eur(6_999) });
    state.current = basketState({ basket: clientBasket({ lines: [reduced, tv] }) });
    renderInShop(<BasketPageView gatewayUrl="/api/gateway" links={links} />);

    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: 'Sneaker Runner' }).getAttribute('href')).toBe(
      '/p/sneaker-runner-1000001',
    );
    expect(first.getByText('Größe: 42')).toBeTruthy();
    expect(first.getByText('Farbe: Weiß')).toBeTruthy();
    expect(first.getByText('Lieferung in 2–4 Werktagen')).toBeTruthy();
    expect(first.getByText('statt 69,99 €')).toBeTruthy();
    expect(within(items[1]!).getByText('Standard-Aufbauservice inklusive')).toBeTruthy();
    expect(within(items[1]!).getByText('Lieferung per Spedition')).toBeTruthy();

    expect(text(screen.getByText('Zwischensumme').nextElementSibling)).toBe('848,99 €');
    expect(text(screen.getByText('Versandkosten').nextElementSibling)).toBe('kostenlos');
    expect(screen.getByText('Versandkostenfrei ab 75,00 €')).toBeTruthy();
    expect(screen.getByText('inkl. 19 % MwSt.: 135,55 €')).toBeTruthy();
    expect(screen.getByText('Mit diesem Einkauf sammelst Du 848 °Punkte mit PAYBACK.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Kasse' }).getAttribute('href')).toBe('/kasse');
  });

  it('says how much is missing for free shipping', () => {
    renderInShop(<BasketPageView gatewayUrl="/api/gateway" links={links} />);
    expect(screen.getByText('Noch 25,01 € bis zur versandkostenfreien Lieferung')).toBeTruthy();
    expect(text(screen.getByText('Versandkosten').nextElementSibling)).toBe('5,95 €');
  });

  it('changes the quantity, and says how many are left when the stock is short', async () => {
    const changeQuantity = vi.fn(async () => ({
      ok: false as const,
      failure: { code: 'BASKET_OUT_OF_STOCK', available: 2 },
    }));
    state.current = basketState({ changeQuantity });
    const user = userEvent.setup();
    renderInShop(<BasketPageView gatewayUrl="/api/gateway" links={links} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Menge für Sneaker Runner' }), '4');
    expect(changeQuantity).toHaveBeenCalledWith('1000001-01', 4);
    expect((await screen.findByRole('alert')).textContent).toBe('Leider sind nur noch 2 Stück verfügbar.');
  });

  it('removes a line and announces it', async () => {
    const user = userEvent.setup();
    renderInShop(<BasketPageView gatewayUrl="/api/gateway" links={links} />);
    await user.click(screen.getByRole('button', { name: 'Sneaker Runner entfernen' }));
    expect(state.current.remove).toHaveBeenCalledWith('1000001-01');
    await waitFor(() =>
      // The shop's toast region is a status too; this is the basket's own.
      expect(screen.getByText('Sneaker Runner wurde aus dem Warenkorb entfernt.').getAttribute('role')).toBe('status'),
    );
  });

  it('asks for a code, and tells why a code is refused', async () => {
    const applyVoucher = vi.fn(async () => ({
      ok: false as const,
      failure: { code: 'VOUCHER_MINIMUM_NOT_REACHED', minimumAmount: 5_000 },
    }));
    state.current = basketState({ applyVoucher });
    const user = userEvent.setup();
    renderInShop(<BasketPageView gatewayUrl="/api/gateway" links={links} />);
    await user.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte gib einen Gutscheincode ein.');
    expect(applyVoucher).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Gutscheincode eingeben' }), 'spar10');
    await user.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(applyVoucher).toHaveBeenCalledWith('spar10');
    await waitFor(() =>
      expect(text(screen.getByRole('alert'))).toBe(
        'Dieser Gutscheincode gilt ab einem Bestellwert von 50,00 €.',
      ),
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Gutscheincode eingeben' }));
  });

  it('shows an applied code with its saving and the lines it does not count for, and removes it', async () => {
    const basket = clientBasket({
      lines: [
        clientLine(),
        clientLine({ variantSku: '4000004-01', sku: '4000004', name: 'Sofa', voucherExcluded: true }),
      ],
      voucher: {
        code: 'WILLKOMMEN15',
        applied: true,
        refusal: null,
        discount: eur(750),
        minimumOrderValue: null,
      },
    });
    state.current = basketState({ basket });
    const user = userEvent.setup();
    renderInShop(<BasketPageView gatewayUrl="/api/gateway" links={links} />);
    expect(screen.getByText('Gutscheincode WILLKOMMEN15 ist eingelöst. Du sparst 7,50 €.')).toBeTruthy();
    expect(
      within(screen.getAllByRole('listitem')[1]!).getByText('Zählt nicht für den Gutscheincode'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Entfernen WILLKOMMEN15' }));
    expect(state.current.removeVoucher).toHaveBeenCalled();
  });

  it('helps on from an empty basket', () => {
    state.current = basketState({ basket: clientBasket({ lines: [] }) });
    renderInShop(<BasketPageView gatewayUrl="/api/gateway" links={links} />);
    expect(screen.getByRole('heading', { name: 'Dein Warenkorb ist leer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' }).getAttribute('href')).toBe('/');
  });

  it('speaks French in the Swiss shop', () => {
    state.current = basketState({
      basket: clientBasket({
        lines: [clientLine({ unitPrice: { amount: 4_990, currency: 'CHF' } as never })],
        loyalty: null,
      }),
    });
    renderInShop(<BasketPageView gatewayUrl="/api/gateway" links={links} />, 'fr-CH');
    expect(screen.getByRole('combobox', { name: 'Quantité pour Sneaker Runner' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Utiliser' })).toBeTruthy();
    expect(screen.getByText('Récapitulatif')).toBeTruthy();
  });
});
