'use client';
// Reads the wishlist with SWR while somebody is logged in or recognised, and copies the entry into `wishlistEntry`
// (wishlist-cache.ts), which hearts, header count and the wishlist page render from. A login or logout elsewhere on
// the page (a new session key) reads the list again. Loaded after hydration with the page's other syncs
// (features/shell/live-data.tsx, decision 0076).
import { useEffect, useRef } from 'react';
import { mutate } from 'swr';
import { requestGateway } from '@/features/shared/client-data/gateway-request';
import { useClientData } from '@/features/shared/client-data/use-client-data';
import { useSession } from '@/features/shared/session/session-provider';
import { WISHLIST_KEY, wishlistEntry, type Wishlist } from './wishlist-cache';

/** The query's document (the whole list's selection) loads only when somebody is logged in to read it. */
async function fetchWishlist(): Promise<Wishlist | null> {
  const { WishlistDocument } = await import('@/features/shared/client-data/generated/wishlist');
  const answer = await requestGateway(WishlistDocument, {});
  if (!answer.ok) {
    const code = answer.network ? 'NETWORK' : String(answer.errors[0]?.extensions?.code ?? 'UNKNOWN');
    throw new Error(`[GraphQL] wishlist: ${code}`);
  }
  return answer.data.wishlist ?? null;
}

export function WishlistSync() {
  const { loggedIn, token, status } = useSession();
  const { data, error } = useClientData(loggedIn ? WISHLIST_KEY : null, fetchWishlist, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  const failed = Boolean(error);
  useEffect(() => wishlistEntry.set({ data, failed }), [data, failed]);

  const lastToken = useRef<string | null>(null);
  useEffect(() => {
    if (status !== 'ready') return;
    // The first token only starts the read; a new one (login, logout, soft login confirmed) means another customer.
    if (lastToken.current !== null && lastToken.current !== token) void mutate(WISHLIST_KEY);
    lastToken.current = token;
  }, [token, status]);
  return null;
}
