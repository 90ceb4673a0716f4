import { describe, expect, it, vi } from 'vitest';
import { revalidateTag } from 'next/cache';
import { revalidateTags } from './revalidate-tags';

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

describe('revalidateTags', () => {
  it('marks every tag stale with stale-while-revalidate (profile "max"), the way time-based revalidation serves', () => {
    revalidateTags(['product:1000001', 'category:schuhe'], 'stock');
    expect(vi.mocked(revalidateTag).mock.calls).toEqual([
      ['product:1000001', 'max'],
      ['category:schuhe', 'max'],
    ]);
  });

  it('calls nothing for no tags', () => {
    vi.mocked(revalidateTag).mockClear();
    revalidateTags([], 'stock');
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
