// @vitest-environment happy-dom
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { csrfHeader } from '@/platform/http/csrf-header';
import { renderToString } from 'react-dom/server';
import { renderWithIntl, withIntl } from '../../../tests/support/render-with-intl';
import { SearchForm } from './search-form';
import { resetClientData } from '../../../tests/support/client-data';

// SWR answers through promises and timers; on a busy machine they may take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const navigateTo = vi.fn();
vi.mock('@/features/search/navigate', () => ({ navigateTo: (url: string) => navigateTo(url) }));

const suggestions = {
  term: 'snea',
  terms: [{ text: 'Sneaker', url: '/s?q=Sneaker' }],
  categories: [{ id: 'schuhe-damen-sneaker', name: 'Sneaker', parents: ['Schuhe', 'Damenschuhe'], url: '/c/schuhe/damenschuhe/sneaker' }],
  brands: [],
  products: [{ sku: '1000001', name: 'Sneaker Leon', brand: 'Lindqvist', url: '/p/sneaker-leon-1000001', price: { formatted: '79,99 €' } }],
};

let history: string[];
const calls: { url: string; init?: RequestInit }[] = [];

beforeEach(() => {
  history = ['Sofa', 'Lampe'];
  calls.length = 0;
  navigateTo.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const body = init?.body ? (JSON.parse(String(init.body)) as { term?: string }) : {};
      if (url.startsWith('/api/search/suggest')) return Response.json(suggestions);
      if (url.startsWith('/api/search/searchhistory/delete?')) history = history.filter((t) => t !== body.term);
      if (url.startsWith('/api/search/searchhistory/deleteall')) history = [];
      if (init?.method === 'POST' && url.startsWith('/api/search/searchhistory/v1') && body.term) history = [body.term, ...history];
      return Response.json({ terms: history.map((term) => ({ term, searchedAt: '2026-11-01T00:00:00Z' })) });
    }),
  );
});
afterEach(() => {
  resetClientData();
  vi.unstubAllGlobals();
});

const form = <SearchForm action="/s" />;

function renderForm() {
  renderWithIntl(form);
  return screen.getByRole('combobox', { name: 'Suche' });
}

async function type(field: HTMLElement, text: string) {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
}

describe('the header search field', () => {
  it('loads its help on first focus: no request before, and aria-controls only once the list exists', async () => {
    const field = renderForm();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toEqual([]);
    expect(field.getAttribute('aria-controls')).toBeNull();
    fireEvent.focus(field);
    await screen.findByRole('group', { name: 'Zuletzt gesucht' });
    const listId = field.getAttribute('aria-controls');
    expect(listId && document.getElementById(listId)?.getAttribute('role')).toBe('listbox');
    expect(calls.map((c) => c.url)).toEqual(['/api/search/searchhistory/v1?lang=de']);
  });

  it('opens its help for a shopper who clicked into the field and typed before the page hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(withIntl(form));
    document.body.append(container);
    const early = container.querySelector('input')!;
    early.focus();
    early.value = 'snea';
    renderWithIntl(form, 'de-DE', { container, hydrate: true });
    const field = screen.getByRole('combobox', { name: 'Suche' });
    expect(field).toBe(early);
    await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('true'));
    expect((field as HTMLInputElement).value).toBe('snea');
    expect(within(screen.getByRole('listbox')).getByRole('option', { name: /Sneaker Leon/ })).toBeTruthy();
  });

  it('shows the searched term on the results page, and nothing elsewhere', async () => {
    window.history.replaceState(null, '', '/s?q=winterjacke+damen');
    try {
      const field = renderForm() as HTMLInputElement;
      await waitFor(() => expect(field.value).toBe('winterjacke damen'));
    } finally {
      window.history.replaceState(null, '', '/');
    }
    cleanup();
    window.history.replaceState(null, '', '/c/damen?q=kleid');
    try {
      const field = renderForm() as HTMLInputElement;
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(field.value).toBe('');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('refuses an empty search with the spec message and keeps the focus', () => {
    const field = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    const description = document.getElementById(field.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('Bitte gib zunächst Deinen Suchbegriff ein.');
    fireEvent.change(field, { target: { value: 'Sneaker' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows suggestions in sections and opens the one chosen with the arrow keys', async () => {
    const field = renderForm();
    await type(field, 'snea');
    await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('true'));
    const list = screen.getByRole('listbox');
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Sneaker',
      'SneakerSchuhe › Damenschuhe',
      'Sneaker Leon79,99 €',
    ]);
    expect(within(list).getAllByRole('group').map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Suchvorschläge',
      'Kategorien',
      'Artikel',
    ]);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    const active = document.getElementById(field.getAttribute('aria-activedescendant')!);
    expect(active?.getAttribute('aria-selected')).toBe('true');
    expect(active?.textContent).toContain('Damenschuhe');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(navigateTo).toHaveBeenCalledWith('/c/schuhe/damenschuhe/sneaker');
  });

  it('records a chosen term in the history with the CSRF header', async () => {
    const field = renderForm();
    await type(field, 'snea');
    await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(navigateTo).toHaveBeenCalledWith('/s?q=Sneaker');
    const post = calls.find((c) => c.init?.method === 'POST');
    expect(post?.url).toMatch(/^\/api\/search\/searchhistory\/v1\?lang=de/);
    expect((post?.init?.headers as Record<string, string>)[csrfHeader]).toBe('1');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ term: 'Sneaker' });
  });

  it('closes the list with Escape, then clears the field', async () => {
    const field = renderForm();
    await type(field, 'snea');
    await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field).toHaveProperty('value', 'snea');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field).toHaveProperty('value', '');
  });

  it('shows recent searches under the empty field, deletes one and all, and says so', async () => {
    const field = renderForm();
    fireEvent.focus(field);
    const recent = await screen.findByRole('group', { name: 'Zuletzt gesucht' });
    expect(within(recent).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Sofa', '/s?q=Sofa'],
      ['Lampe', '/s?q=Lampe'],
    ]);
    fireEvent.click(within(recent).getByRole('button', { name: '„Sofa“ aus dem Suchverlauf löschen' }));
    await waitFor(() => expect(within(recent).getAllByRole('link').map((a) => a.textContent)).toEqual(['Lampe']));
    expect(screen.getByRole('status').textContent).toBe('„Sofa“ wurde aus dem Suchverlauf gelöscht.');
    expect(document.activeElement).toBe(field);
    fireEvent.click(within(recent).getByRole('button', { name: 'Suchverlauf löschen' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Zuletzt gesucht' })).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('Der Suchverlauf wurde gelöscht.');
  });
});
