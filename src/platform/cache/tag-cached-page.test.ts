import { describe, expect, it, vi } from 'vitest';
import { unstable_cache } from 'next/cache';
import { tagCachedPage } from './tag-cached-page';

vi.mock('next/cache', () => ({ unstable_cache: vi.fn((fn: () => Promise<unknown>) => fn) }));

describe('tagCachedPage', () => {
  it('tags the page through an entry that never expires, so it cannot shorten the page’s own revalidate', async () => {
    await tagCachedPage('product:1000001');
    expect(unstable_cache).toHaveBeenCalledWith(expect.any(Function), ['page-tags'], {
      tags: ['product:1000001'],
      revalidate: false,
    });
  });

  it('uses one entry for every page, so a first render writes no cache file of its own', async () => {
    vi.mocked(unstable_cache).mockClear();
    await tagCachedPage('product:1000001');
    await tagCachedPage('product:1000002', 'category:7');
    const keys = vi.mocked(unstable_cache).mock.calls.map(([, keyParts]) => keyParts);
    expect(keys).toEqual([['page-tags'], ['page-tags']]);
  });

  it('does nothing without tags', async () => {
    vi.mocked(unstable_cache).mockClear();
    await tagCachedPage();
    expect(unstable_cache).not.toHaveBeenCalled();
  });
});
