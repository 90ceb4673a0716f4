import { describe, expect, it } from 'vitest';
import { shopContext } from '@/commerce/tenant/shop-context';
import type { ContentSource } from '@/platform/content/content-source';
import { loadBanners } from './banners';

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
