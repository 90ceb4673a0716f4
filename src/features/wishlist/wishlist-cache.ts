'use client';
// The wishlist on the client: one entry under the fixed key "Wishlist" (SPEC §3) in the page's SWR cache, read
// through the gateway (a GET) while somebody is logged in or recognised. Hearts, header count and the wishlist page
// all read this one entry, and every change replaces it, so they always agree. urql stays off these pages
// (decision 0005); the same key names the entity in graphcache (graphcache-keys.ts). WishlistSync reads the entry
// with SWR after hydration and copies it into `wishlistEntry`, which they render from: SWR is not in the page's
// first load (decision 0076).
import { createLiveStore, useLive, type LiveEntry } from '@/features/shared/client-data/live-store';
import type { WishlistFieldsFragment } from '@/features/shared/client-data/generated/graphql';
import { useSession } from '@/features/shared/session/session-provider';

export const WISHLIST_KEY = 'Wishlist';

export type Wishlist = WishlistFieldsFragment;
export type WishlistItem = Wishlist['items'][number];

export interface WishlistState {
  /** Whether the session is known yet (the first render is always anonymous, ARCHITECTURE rule 6). */
  ready: boolean;
  /** Logged in or recognised: the wishlist is theirs to use (docs/decisions/0025-wishlist.md). */
  customer: boolean;
  wishlist: Wishlist | null | undefined;
  failed: boolean;
  reload(): void;
}

/** SWR's entry under WISHLIST_KEY as WishlistSync last saw it. */
export const wishlistEntry = createLiveStore<LiveEntry<Wishlist | null>>({ data: undefined, failed: false });

/** Reads the list again (the wishlist page's "try again"). */
const reloadWishlist = () => void import('swr').then(({ mutate }) => mutate(WISHLIST_KEY));

export function useWishlist(): WishlistState {
  const session = useSession();
  const customer = session.loggedIn;
  const { data, failed } = useLive(wishlistEntry);
  return {
    ready: session.status !== 'pending',
    customer,
    wishlist: customer ? data : null,
    failed: failed && data === undefined,
    reload: reloadWishlist,
  };
}

export const isOnWishlist = (wishlist: Wishlist | null | undefined, sku: string): boolean =>
  Boolean(wishlist?.items.some((item) => item.sku === sku));
