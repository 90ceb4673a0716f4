// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../../tests/support/render-with-intl';
import { tile } from './listing-factories';
import { ProductTile } from './product-tile';

// Intl puts a no-break space before the currency sign; the text matchers compare normalised white space.
const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim();

describe('ProductTile', () => {
  it('links the name to the product page and gives the image its size and an alt text', () => {
    renderInShop(<ProductTile product={tile()} />);
    expect(screen.getByRole('link', { name: 'Sneaker Runner' }).getAttribute('href')).toBe('/p/sneaker-runner-1000001');
    const image = screen.getByRole('img', { name: 'Sneaker Runner' });
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual(['600', '800', 'lazy']);
    expect(screen.getByText('Laufwerk')).toBeTruthy();
    expect(screen.getByText('Lieferbar')).toBeTruthy();
  });

  it('shows a struck price only with the lowest price of the last 30 days (PAngV)', () => {
    renderInShop(
      <ProductTile product={tile({ price: { amount: 3999, currency: 'EUR' }, struckPrice: { amount: 5999, currency: 'EUR' }, lowest30Price: { amount: 4499, currency: 'EUR' } })} />,
    );
    const struck = screen.getByText('59,99 €', { normalizer: (s) => s.replace(/\s+/g, ' ') });
    expect(struck.tagName).toBe('S');
    expect(text(struck.parentElement!)).toBe('statt 59,99 €');
    expect(screen.getByText(/^Niedrigster Preis der letzten 30 Tage: 44,99/)).toBeTruthy();
  });

  it('shows no 30-day note for a product that is not reduced', () => {
    renderInShop(<ProductTile product={tile({ lowest30Price: { amount: 4999, currency: 'EUR' } })} />);
    expect(screen.queryByText(/Niedrigster Preis/)).toBeNull();
    expect(screen.queryByText(/statt/)).toBeNull();
  });

  it('shows the unit price of goods sold by measure, labelled for screen readers', () => {
    renderInShop(<ProductTile product={tile({ unitPrice: { price: { amount: 499, currency: 'EUR' }, unit: 'l', per: 1 } })} />);
    const unit = screen.getByText(/1 l = 4,99/);
    expect(text(unit)).toBe('Grundpreis: 1 l = 4,99 €');
    expect(within(unit).getByText('Grundpreis:').className).toContain('sr-only');
  });

  it('states the rating as a sentence and hides the stars from screen readers', () => {
    renderInShop(<ProductTile product={tile({ ratingAverage: 4.26, ratingCount: 12 })} />);
    const stars = screen.getByRole('img', { name: '4,3 von 5 Sternen, 12 Bewertungen' });
    // The stylesheet draws the stars; the element says how much of the five are filled, to a tenth of a per cent.
    expect(stars.style.getPropertyValue('--filled')).toBe('85.2%');
  });

  it('says when a product is sold out and how many colours there are', () => {
    renderInShop(<ProductTile product={tile({ available: false, colours: ['weiss', 'schwarz', 'rot'] })} />);
    expect(screen.getByText('Derzeit ausverkauft')).toBeTruthy();
    expect(screen.getByText('In 3 Farben erhältlich')).toBeTruthy();
  });

  it('draws the first five colours as swatches and counts the rest', () => {
    const { container } = renderInShop(
      <ProductTile product={tile({ colours: ['schwarz', 'weiss', 'rot', 'blau', 'gruen', 'grau', 'beige'] })} />,
    );
    const swatches = [...container.querySelectorAll<HTMLElement>('span[aria-hidden="true"][style]')];
    expect(swatches).toHaveLength(5);
    expect(swatches[0]!.getAttribute('style')).toContain('#1f1f1f');
    expect(screen.getByText('+2')).toBeTruthy();
    expect(screen.getByText('In 7 Farben erhältlich')).toBeTruthy();
  });

  it('offers the quick view as a button named after the product', () => {
    renderInShop(<ProductTile product={tile()} />);
    const button = screen.getByRole('button', { name: 'Schnellansicht: Sneaker Runner' });
    expect(text(button)).toBe('Schnellansicht');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('speaks French and counts in Swiss francs on the Swiss French shop', () => {
    renderInShop(
      <ProductTile product={tile({ price: { amount: 5990, currency: 'CHF' }, struckPrice: { amount: 7990, currency: 'CHF' }, lowest30Price: { amount: 6490, currency: 'CHF' } })} />,
      'fr-CH',
    );
    expect(screen.getByText(/^Prix le plus bas des 30 derniers jours : CHF 64\.90/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aperçu rapide : Sneaker Runner' })).toBeTruthy();
  });
});
