// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assignVariant } from '@/commerce/experiments/experiments';
import { renderInShop, renderWithIntl } from '../../../tests/support/render-with-intl';
import { EXPERIMENT_ID_KEY } from './reco-experiment';
import { RecommendationSlot, type RecommendationSlotProps } from './recommendation-slot';
import { resetClientData } from '../../../tests/support/client-data';

const idFor = (variant: 'carousel' | 'grid') => {
  for (let i = 0; ; i++) {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    if (assignVariant('reco-layout', id) === variant) return id;
  }
};

const hits = Array.from({ length: 8 }, (_, i) => ({
  sku: `900000${i}`,
  name: `Artikel ${i}`,
  brand: 'Velto',
  url: `/p/artikel-${i}-900000${i}`,
  price: { amount: 1_999 + i, currency: 'EUR' },
  struckPrice: i === 0 ? { amount: 2_999, currency: 'EUR' } : null,
  lowest30Price: i === 0 ? { amount: 2_499, currency: 'EUR' } : null,
  unitPrice: null,
  ratingAverage: 4,
  ratingCount: 3,
  image: { path: `/media/test/${i}.webp`, width: 600, height: 800 },
  available: true,
}));

let answer: () => Response;
const beacons: { url: string; body: string }[] = [];

beforeEach(() => {
  answer = () => Response.json({ slot: 'detail-view', sku: '1234567', hits });
  beacons.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => {
      void body.text().then((text) => beacons.push({ url, body: text }));
      return true;
    },
  });
  window.history.replaceState(null, '', '/p/sneaker-1234567');
});
afterEach(() => {
  resetClientData();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

/** In the shop's providers (the tiles' wishlist hearts need them); `bare` for the slots that must render nothing. */
const renderSlot = (props: Partial<RecommendationSlotProps> = {}, bare = false) =>
  (bare ? renderWithIntl : renderInShop)(
    <RecommendationSlot slot="detail-view" sku="1234567" {...props} />,
  );

describe('RecommendationSlot', () => {
  it('shows a carousel of 4 to a visitor in the carousel group, as a region named by its heading', async () => {
    window.localStorage.setItem(EXPERIMENT_ID_KEY, idFor('carousel'));
    renderSlot();
    const region = await screen.findByRole('region', { name: 'Ähnliche Artikel' });
    expect(within(region).getAllByRole('link')).toHaveLength(4);
    expect(region.dataset.recoLayout).toBe('carousel');
    expect(
      within(region)
        .getByRole('link', { name: /Artikel 0/ })
        .getAttribute('href'),
    ).toBe('/p/artikel-0-9000000');
  });

  it('shows a grid of 8 to a visitor in the grid group, with struck price and 30-day low', async () => {
    window.localStorage.setItem(EXPERIMENT_ID_KEY, idFor('grid'));
    renderSlot({ slot: 'add-to-basket' });
    const region = await screen.findByRole('region', { name: 'Passt gut dazu' });
    expect(within(region).getAllByRole('link')).toHaveLength(8);
    expect(within(region).getByText('Niedrigster Preis der letzten 30 Tage: 24,99 €')).toBeTruthy();
  });

  it('keeps a new visitor in the group first given', async () => {
    renderSlot();
    await screen.findByRole('region');
    const id = window.localStorage.getItem(EXPERIMENT_ID_KEY)!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(document.querySelector<HTMLElement>('[data-reco-layout]')?.dataset.recoLayout).toBe(assignVariant('reco-layout', id));
  });

  it('asks for the slot with "-" for the tokens of an anonymous visitor', async () => {
    renderSlot();
    await screen.findByRole('region');
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/api/dynamicyield/detail-view/1234567/-/-');
  });

  it('logs the exposure once per page view, however many slots show', async () => {
    const id = idFor('grid');
    window.localStorage.setItem(EXPERIMENT_ID_KEY, id);
    window.history.replaceState(null, '', '/p/once-1111111');
    renderSlot();
    renderSlot({ slot: 'add-to-basket' });
    await waitFor(() => expect(screen.getAllByRole('region')).toHaveLength(2));
    await waitFor(() => expect(beacons).toHaveLength(1));
    expect(beacons[0]!.url).toBe('/api/experiments/exposure');
    expect(JSON.parse(beacons[0]!.body)).toEqual({
      experiment: 'reco-layout',
      variant: 'grid',
      visitorId: id,
      page: '/p/once-1111111',
    });

    window.history.replaceState(null, '', '/p/next-2222222');
    renderSlot();
    await waitFor(() => expect(beacons).toHaveLength(2));
  });

  it('shows nothing and logs no exposure when there is nothing to recommend', async () => {
    answer = () => Response.json({ slot: 'detail-view', sku: '1234567', hits: [] });
    window.history.replaceState(null, '', '/p/empty-3333333');
    const { container } = renderSlot({}, true);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(container.innerHTML).toBe('');
    expect(beacons).toEqual([]);
  });

  it('shows nothing when the request fails, and reports the error', async () => {
    answer = () => new Response('down', { status: 503, statusText: 'Service Unavailable' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', '/p/fail-4444444');
    const { container } = renderSlot({}, true);
    await waitFor(() => expect(beacons.some((b) => b.url === '/api/client-errors')).toBe(true));
    expect(container.innerHTML).toBe('');
    const report = JSON.parse(beacons.find((b) => b.url === '/api/client-errors')!.body);
    expect(report.component).toBe('recommendations-detail-view');
    expect(report.message).toContain('503');
  });
});
