// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../../tests/support/render-with-intl';
import { FacetDisclosure } from './facet-disclosure';
import { FacetForm } from './facet-form';
import { SortSelect } from './sort-select';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
beforeEach(() => push.mockReset());

describe('FacetForm', () => {
  it('navigates to the listing with the chosen filters and without empty fields', () => {
    renderWithIntl(
      <FacetForm action="/s" label="Filter">
        <input type="hidden" name="q" value="sneaker" />
        <input type="checkbox" name="brand" value="Laufwerk" defaultChecked aria-label="Laufwerk" />
        <input type="checkbox" name="brand" value="Trittfest" aria-label="Trittfest" />
        <input name="priceMin" defaultValue="" aria-label="von" />
        <input name="priceMax" defaultValue=" 80 " aria-label="bis" />
        <button type="submit">Filter anwenden</button>
      </FacetForm>,
    );
    // A ticked box applies at once (issue 21); a typed price waits for the button.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Trittfest' }));
    expect(push).toHaveBeenLastCalledWith('/s?q=sneaker&brand=Laufwerk&brand=Trittfest&priceMax=80', { scroll: false });
    fireEvent.change(screen.getByRole('textbox', { name: 'von' }), { target: { value: '20' } });
    expect(push).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Filter anwenden' }));
    expect(push).toHaveBeenLastCalledWith('/s?q=sneaker&brand=Laufwerk&brand=Trittfest&priceMin=20&priceMax=80', { scroll: false });
  });

  it('is a plain GET form to the listing for browsers without JavaScript', () => {
    renderWithIntl(<FacetForm action="/c/damen" label="Filter">{null}</FacetForm>);
    const form = screen.getByRole('form', { name: 'Filter' });
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual(['/c/damen', 'get']);
  });
});

describe('SortSelect', () => {
  const props = {
    action: '/c/damen',
    current: 'relevance',
    hidden: [['brand', 'Laufwerk']] as [string, string][],
    labels: { sort: 'Sortieren nach', apply: 'Sortieren' },
    options: [
      { value: 'relevance', label: 'Empfehlung', href: '/c/damen?brand=Laufwerk' },
      { value: 'price-asc', label: 'Preis aufsteigend', href: '/c/damen?brand=Laufwerk&sort=price-asc' },
    ],
  };

  it('sorts on choice, keeping the filters', () => {
    renderWithIntl(<SortSelect {...props} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sortieren nach' }), { target: { value: 'price-asc' } });
    expect(push).toHaveBeenCalledWith('/c/damen?brand=Laufwerk&sort=price-asc', { scroll: false });
    expect(screen.queryByRole('button', { name: 'Sortieren' })).toBeNull();
  });

  it('has a submit button and the filters as hidden fields before JavaScript runs', () => {
    const html = renderToString(<SortSelect {...props} />);
    expect(html).toContain('<input type="hidden" name="brand" value="Laufwerk"/>');
    expect(html).toMatch(/<button type="submit"[^>]*>Sortieren<\/button>/);
  });
});

describe('FacetDisclosure', () => {
  it('folds the filters behind a button that says whether they are open', () => {
    renderWithIntl(
      <FacetDisclosure label="Filter (2)">
        <p>Filterfelder</p>
      </FacetDisclosure>,
    );
    const button = screen.getByRole('button', { name: 'Filter (2)' });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.className).toMatch(/(^| )hidden( |$)/);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.className).toMatch(/(^| )block( |$)/);
    fireEvent.keyDown(screen.getByText('Filterfelder'), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('is a link to the panel, which :target unfolds, before JavaScript runs', () => {
    const html = renderToString(
      <NextIntlClientProvider locale="de-DE" messages={{}}>
        <FacetDisclosure label="Filter">
          <p>x</p>
        </FacetDisclosure>
      </NextIntlClientProvider>,
    );
    expect(html).toMatch(/<a href="#listing-filters"[^>]*>Filter<\/a>/);
    expect(html).toMatch(/id="listing-filters" class="[^"]*target:block/);
  });
});
