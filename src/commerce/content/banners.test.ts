import { describe, expect, it } from 'vitest';
import { shopContext } from '@/commerce/tenant/shop-context';
import type { ContentSource } from '@/platform/content/content-source';
import { HttpStatusError } from '@/platform/content/http-status-error';
import { bannersSchema, loadBanners, loadPageBanners, selectBanners, type BannerTarget } from './banners';

const sourceWith = (content: unknown): ContentSource => ({ origin: 'memory', read: async () => content });

const banners = {
  banners: [
    { id: 'always', text: 'Versandkostenfrei ab 75 €' },
    {
      id: 'black-week',
      tone: 'sale',
      text: 'Black Week',
      from: '2026-11-23T00:00:00+01:00',
      until: '2026-11-30T00:00:00+01:00',
    },
  ],
};

const at = (iso: string) => shopContext('de', 'de-DE', () => new Date(iso));

describe('loadBanners', () => {
  it('shows a timed banner only inside its window, by the shop clock', async () => {
    const source = sourceWith(banners);
    expect((await loadBanners(at('2026-11-22T23:59:59+01:00'), { source })).map((b) => b.id)).toEqual([
      'always',
    ]);
    expect((await loadBanners(at('2026-11-23T00:00:00+01:00'), { source })).map((b) => b.id)).toEqual([
      'always',
      'black-week',
    ]);
    expect((await loadBanners(at('2026-11-30T00:00:00+01:00'), { source })).map((b) => b.id)).toEqual([
      'always',
    ]);
  });

  it('gives an empty list when the banners cannot be loaded', async () => {
    const failing: ContentSource = {
      origin: 'memory',
      read: () => Promise.reject(new Error('Status 500: down')),
    };
    expect(await loadBanners(at('2026-11-24T12:00:00Z'), { source: failing })).toEqual([]);
  });
});

describe('banner targeting', () => {
  const now = new Date('2026-11-25T12:00:00+01:00');
  const parsed = bannersSchema.parse({
    banners: [
      { id: 'everywhere', text: 'Versandkostenfrei ab 75 €' },
      { id: 'home-only', text: 'Neu im Shop', placements: ['home'] },
      { id: 'dresses', text: 'Kleider-Wochen', placements: ['listing', 'product'], categories: ['kleider'] },
      { id: 'women', text: 'Damen-Sale', categories: ['damen'] },
      { id: 'later', text: 'Bald', from: '2026-12-01T00:00:00+01:00' },
    ],
  }).banners;
  const ids = (target: BannerTarget, at = now) => selectBanners(parsed, target, at).map((b) => b.id);

  it('shows a banner on the page types it names, and on all of them when it names none', () => {
    expect(ids({ placement: 'home' })).toEqual(['everywhere', 'home-only']);
    expect(ids({ placement: 'product', categories: ['herren'] })).toEqual(['everywhere']);
  });

  it('shows a category banner on the category and below it, never on the home page', () => {
    expect(ids({ placement: 'listing', categories: ['damen'] })).toEqual(['everywhere', 'women']);
    expect(ids({ placement: 'listing', categories: ['damen', 'kleider'] })).toEqual(['everywhere', 'dresses', 'women']);
    expect(ids({ placement: 'product', categories: ['damen', 'kleider', 'maxikleider'] })).toContain('dresses');
    expect(ids({ placement: 'listing', categories: ['herren', 'hemden'] })).toEqual(['everywhere']);
  });

  it('adds the date window to the targeting', () => {
    expect(ids({ placement: 'home' }, new Date('2026-12-01T00:00:00+01:00'))).toEqual(['everywhere', 'home-only', 'later']);
  });

  it('refuses a banner without text or promotion code', () => {
    expect(bannersSchema.safeParse({ banners: [{ id: 'empty' }] }).success).toBe(false);
  });
});

describe('loadPageBanners', () => {
  const files: Record<string, unknown> = {
    'de/de-DE/banners.json': {
      banners: [
        { id: 'welcome', tone: 'promo', promotion: 'WILLKOMMEN15', href: '/c/sale' },
        { id: 'plain', text: 'Versandkostenfrei ab 75 €' },
      ],
    },
    'de/de-DE/promotions/willkommen15.json': {
      code: 'WILLKOMMEN15',
      title: '15 % Willkommensrabatt',
      text: 'Mit dem Code WILLKOMMEN15 sparst Du 15 %.',
      validUntil: '2026-11-30',
      conditions: [{ type: 'paragraph', text: 'Einmal pro Abonnent.' }],
    },
    'de/de-DE/promotion-empty.json': { title: 'Gerade keine Aktion', text: 'Diese Aktion ist vorbei.' },
  };
  const source: ContentSource = {
    origin: 'memory',
    read: async (_component: string, path: string) => {
      if (!Object.hasOwn(files, path)) throw new HttpStatusError('Status 404: Not Found', path, 404, 'Not Found');
      return files[path];
    },
  };

  it('takes a running promotion’s words and shows the empty-promotion snippet once the code has ended', async () => {
    const running = await loadPageBanners(at('2026-11-30T12:00:00+01:00'), { placement: 'home' }, { source });
    expect(running.map((b) => [b.id, b.title, b.promotion])).toEqual([
      ['welcome', '15 % Willkommensrabatt', 'running'],
      ['plain', undefined, undefined],
    ]);
    const ended = await loadPageBanners(at('2026-12-01T09:00:00+01:00'), { placement: 'home' }, { source });
    expect(ended[0]).toMatchObject({ id: 'welcome', title: 'Gerade keine Aktion', promotion: 'ended', tone: 'info' });
  });
});
