import { describe, expect, it, vi } from 'vitest';
import { revalidateTag } from 'next/cache';
import { revalidateTags } from './revalidate-tags';

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

describe('revalidateTags', () => {
  it('expires every tag at once, so the next request renders the page afresh (decision 0050)', () => {
    revalidateTags(['product:1000001', 'category:schuhe'], 'stock');
    expect(vi.mocked(revalidateTag).mock.calls).toEqual([
      ['product:1000001', { expire: 0 }],
      ['category:schuhe', { expire: 0 }],
    ]);
  });

  it('calls nothing for no tags', () => {
    vi.mocked(revalidateTag).mockClear();
    revalidateTags([], 'stock');
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
