// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../../tests/support/render-with-intl';
import { clientBasket, clientLine } from './basket-factories';
import { BasketLayer } from './basket-layer';

const text = (pattern: RegExp) => screen.getByText(pattern).textContent!.replaceAll('\u00a0', ' ');

describe('the basket layer’s total', () => {
  it('says that the total includes shipping, and how much (issue 21)', () => {
    const basket = clientBasket({ lines: [clientLine({ variantSku: '1000001-01', quantity: 1 })] });
    renderWithIntl(
      <BasketLayer basket={basket} variantSku="1000001-01" basketHref="/warenkorb" onClose={() => {}} />,
    );
    expect(basket.shipping.total.amount).toBe(595);
    expect(text(/^Warenkorb mit 1 Artikel/)).toMatch(
      /^Warenkorb mit 1 Artikel: [\d.,]+ € inkl\. 5,95 € Versand$/,
    );
  });

  it('says free shipping when there is none to pay', () => {
    const basket = clientBasket({
      lines: [
        clientLine({ variantSku: '1000001-01', quantity: 1 }),
        clientLine({ variantSku: '2000002-01', sku: '2000002', quantity: 2 }),
      ],
    });
    expect(basket.shipping.total.amount).toBe(0);
    renderWithIntl(
      <BasketLayer basket={basket} variantSku="1000001-01" basketHref="/warenkorb" onClose={() => {}} />,
      'fr-CH',
    );
    expect(text(/^Panier avec 3 articles/)).toMatch(/^Panier avec 3 articles : .+, livraison gratuite$/);
  });
});
