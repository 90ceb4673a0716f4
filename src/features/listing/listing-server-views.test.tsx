// @vitest-environment happy-dom
// The server-rendered parts of a listing (facets, chips, zero results), called as the async functions they are.
import { screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import type { SearchFacets } from '@/commerce/search/search-types';
import { shopContext } from '@/commerce/tenant/shop-context';
import { messagesFor } from '@/platform/i18n/messages';
import { renderWithIntl } from '../../../tests/support/render-with-intl';
import { ActiveFilters } from './active-filters';
import { FacetPanel } from './facet-panel';
import { parseListingParams } from './listing-params';
import { ZeroResults } from './zero-results';

const locale = vi.hoisted(() => ({ current: 'de-DE' as 'de-DE' | 'fr-CH' }));
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale: locale.current, messages: messagesFor(locale.current), namespace: namespace as 'listing' }),
}));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const de = shopContext('de', 'de-DE');
const facets: SearchFacets = {
  brand: [
    { value: 'Laufwerk', count: 12, selected: true },
    { value: 'Trittfest', count: 3, selected: false },
  ],
  colour: [
    { value: 'weiss', count: 7, selected: false },
    { value: 'rot', count: 2, selected: false },
  ],
  size: [{ value: '42', count: 5, selected: false }],
  price: { min: 1999, max: 12950 },
  rating: [
    { value: '4', count: 6, selected: false },
    { value: '3', count: 9, selected: false },
  ],
};

describe('FacetPanel', () => {
  it('lists every facet with counts, checks the chosen values and keeps the term and sort', async () => {
    const params = parseListingParams({ q: 'sneaker', sort: 'newest', brand: ['Laufwerk', 'Gibtsnicht'], ratingMin: '3', priceMax: '80' });
    renderWithIntl(await FacetPanel({ shop: de, facets, params, action: '/s' }));
    const brands = screen.getByRole('group', { name: 'Marke' });
    expect(within(brands).getByRole('checkbox', { name: 'Laufwerk (12)' })).toHaveProperty('checked', true);
    expect(within(brands).getByRole('checkbox', { name: 'Trittfest (3)' })).toHaveProperty('checked', false);
    // A chosen value the result no longer has stays, so it can be taken back.
    expect(within(brands).getByRole('checkbox', { name: 'Gibtsnicht (0)' })).toHaveProperty('checked', true);
    expect(screen.getByRole('group', { name: 'Farbe' }).textContent).toContain('Weiß');
    expect(screen.getByRole('radio', { name: 'ab 3 Sternen (9)' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Alle Bewertungen' })).toHaveProperty('checked', false);
    const max = screen.getByRole('spinbutton', { name: 'Preis bis (€)' }) as HTMLInputElement;
    expect([max.value, max.placeholder]).toEqual(['80', '130']);
    expect((screen.getByRole('spinbutton', { name: 'Preis von (€)' }) as HTMLInputElement).placeholder).toBe('19');
    expect(screen.getByText(/^Preise von 19,99.€ bis 129,50.€$/)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Filter' });
    expect([...new FormData(form as HTMLFormElement).entries()].filter(([k]) => k === 'q' || k === 'sort')).toEqual([
      ['q', 'sneaker'],
      ['sort', 'newest'],
    ]);
  });

  it('names the currency of the Swiss shop in French', async () => {
    locale.current = 'fr-CH';
    try {
      renderWithIntl(await FacetPanel({ shop: shopContext('ch', 'fr-CH'), facets, params: parseListingParams({}), action: '/fr/c/femme' }), 'fr-CH');
      expect(screen.getByRole('spinbutton', { name: 'Prix minimum (CHF)' })).toBeTruthy();
      expect(screen.getByRole('group', { name: 'Couleur' }).textContent).toContain('Blanc');
    } finally {
      locale.current = 'de-DE';
    }
  });
});

describe('ActiveFilters', () => {
  it('offers one link per chosen filter that takes it back, and one that takes all back', async () => {
    const params = parseListingParams({ brand: 'Laufwerk', colour: 'rot', size: '42', priceMin: '20', ratingMin: '4', sort: 'price-asc' });
    renderWithIntl((await ActiveFilters({ shop: de, params, basePath: '/c/damen' }))!);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Filter entfernen: Laufwerk')).toBe('/c/damen?colour=rot&size=42&priceMin=20&ratingMin=4&sort=price-asc');
    expect(href('Filter entfernen: Rot')).toBe('/c/damen?brand=Laufwerk&size=42&priceMin=20&ratingMin=4&sort=price-asc');
    expect(href('Filter entfernen: Größe 42')).toBe('/c/damen?brand=Laufwerk&colour=rot&priceMin=20&ratingMin=4&sort=price-asc');
    expect(screen.getByRole('link', { name: /^Filter entfernen: ab 20,00/ })).toBeTruthy();
    expect(href('Filter entfernen: ab 4 Sternen')).toBe('/c/damen?brand=Laufwerk&colour=rot&size=42&priceMin=20&sort=price-asc');
    expect(href('Alle Filter entfernen')).toBe('/c/damen?sort=price-asc');
  });

  it('shows nothing without filters', async () => {
    expect(await ActiveFilters({ shop: de, params: parseListingParams({ sort: 'newest' }), basePath: '/c/damen' })).toBeNull();
  });
});

describe('ZeroResults', () => {
  it('echoes the term as text, gives tips and the top categories of the navigation', async () => {
    renderWithIntl(await ZeroResults({ shop: de, term: '<img src=x onerror=alert(1)>' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Leider keine Treffer für „<img src=x onerror=alert(1)>“');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('Prüfe die Schreibweise.')).toBeTruthy();
    const categories = screen.getByRole('region', { name: 'Beliebte Kategorien' });
    expect(within(categories).getByRole('link', { name: 'Damen' }).getAttribute('href')).toBe('/c/damen');
  });
});
