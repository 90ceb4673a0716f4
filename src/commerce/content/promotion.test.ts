import { describe, expect, it, vi } from 'vitest';
import { shopContext } from '@/commerce/tenant/shop-context';
import type { ContentSource } from '@/platform/content/content-source';
import { loadPromotion } from './promotion';

const promotion = (overrides: Record<string, unknown> = {}) => ({
  code: 'WILLKOMMEN15',
  title: '15 % Willkommensrabatt',
  text: 'Spare 15 %.',
  conditions: [{ type: 'paragraph', text: 'Einmal pro Tag einlösbar.' }],
  ...overrides,
});

const sourceWith = (content: unknown) => {
  const read = vi.fn(async () => content);
  return { source: { origin: 'memory', read } satisfies ContentSource, read };
};

const shop = (iso = '2026-11-22T12:00:00Z') => shopContext('de', 'de-DE', () => new Date(iso));

describe('loadPromotion', () => {
  it('reads the file of the lower-case code, whatever case the shopper typed', async () => {
    const { source, read } = sourceWith(promotion());
    expect(await loadPromotion(shop(), ' Willkommen15 ', { source })).toMatchObject({ code: 'WILLKOMMEN15' });
    expect(read).toHaveBeenCalledWith(
      'Promotion',
      'de/de-DE/promotions/willkommen15.json',
      expect.anything(),
    );
  });

  it('refuses a file that answers for another code', async () => {
    const { source } = sourceWith(promotion({ code: 'SOMMER20' }));
    expect(await loadPromotion(shop(), 'WILLKOMMEN15', { source })).toBeNull();
  });

  it('stops advertising after the last valid day in the tenant time zone', async () => {
    const { source } = sourceWith(promotion({ validUntil: '2026-11-30' }));
    expect(await loadPromotion(shop('2026-11-30T22:59:00Z'), 'WILLKOMMEN15', { source })).not.toBeNull();
    expect(await loadPromotion(shop('2026-11-30T23:00:00Z'), 'WILLKOMMEN15', { source })).toBeNull();
  });

  it('does not ask the source for a code that is no slug', async () => {
    const { source, read } = sourceWith(promotion());
    expect(await loadPromotion(shop(), '../../secrets', { source })).toBeNull();
    expect(read).not.toHaveBeenCalled();
  });
});
