// The page's client data between tests: in the shop one page has one SWR cache (SWR's global one, decision 0076)
// and the live stores the header reads; a test is one page, so each starts with both empty.
import { unload } from 'swr';
import { vi } from 'vitest';
import { basketCount } from '@/features/basket/basket-events';
import { customerEntry } from '@/features/shared/session/use-customer';
import { wishlistEntry } from '@/features/wishlist/wishlist-cache';

export function resetClientData(): void {
  unload({ revalidate: false });
  basketCount.set(basketCount.initial);
  wishlistEntry.set(wishlistEntry.initial);
  customerEntry.set(customerEntry.initial);
}

/**
 * Stubs `fetch` for the app's JSON reads: each URL is answered with what `answer` resolves to, or a 500 when it
 * rejects. Returns the stub, whose calls name the URLs read.
 */
export function stubJsonReads(answer: (url: string) => Promise<unknown>) {
  const stub = vi.fn(async (url: string) => {
    try {
      return Response.json(await answer(url));
    } catch {
      return new Response('failed', { status: 500, statusText: 'Internal Server Error' });
    }
  });
  vi.stubGlobal('fetch', stub);
  return stub;
}
