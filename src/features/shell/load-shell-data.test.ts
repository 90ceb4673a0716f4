import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shopContext } from '@/commerce/tenant/shop-context';

vi.mock('server-only', () => ({}));
const loaders = vi.hoisted(() => ({
  navigation: vi.fn(),
  usp: vi.fn(),
  serviceMenu: vi.fn(),
  footerMenu: vi.fn(),
}));
vi.mock('@/commerce/content/navigation', () => ({ loadNavigation: loaders.navigation }));
vi.mock('@/commerce/content/usp', () => ({ loadUsp: loaders.usp }));
vi.mock('@/commerce/content/menu', () => ({ loadServiceFlyoutMenu: loaders.serviceMenu, loadFooterMenu: loaders.footerMenu }));
vi.mock('@/platform/logging/logger', async (original) => ({
  ...(await original<typeof import('@/platform/logging/logger')>()),
  logger: () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() }),
}));

const { loadShellData } = await import('./load-shell-data');

const footer = {
  groups: [{ title: 'Rechtliches', links: [{ label: 'Impressum', href: { kind: 'route', route: '/legal/imprint', suffix: '' } }] }],
};

describe('loadShellData', () => {
  beforeEach(() => {
    for (const loader of Object.values(loaders)) loader.mockReset();
    loaders.usp.mockResolvedValue({ items: [] });
    loaders.serviceMenu.mockResolvedValue(null);
    loaders.footerMenu.mockResolvedValue(footer);
  });

  it('renders without a failed part, tries it again on the next render, and keeps a complete result', async () => {
    const shop = shopContext('nl', 'nl-NL');
    loaders.navigation.mockRejectedValueOnce(new Error('Status 500: down'));
    const first = await loadShellData(shop);
    expect(first.navigation).toEqual([]);
    expect(first.footerMenu).toEqual([{ title: 'Rechtliches', links: [{ label: 'Impressum', href: '/klantenservice/over-ons/colofon', newsletter: undefined }] }]);

    loaders.navigation.mockResolvedValue({ items: [] });
    await loadShellData(shop);
    await loadShellData(shop);
    expect(loaders.navigation).toHaveBeenCalledTimes(2);
    expect(loaders.footerMenu).toHaveBeenCalledTimes(2);
  });
});
