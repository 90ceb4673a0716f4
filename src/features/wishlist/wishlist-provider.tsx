'use client';
// Makes the page's wishlist and its actions once, for every heart, basket line and the wishlist page below it
// (use-wishlist-actions.ts). Inside the session, SWR, toast and login-modal providers it reads.
import type { ReactNode } from 'react';
import { useWishlistActionsOfPage, WishlistActionsContext } from './use-wishlist-actions';

export function WishlistProvider({ children }: { children: ReactNode }) {
  const actions = useWishlistActionsOfPage();
  return <WishlistActionsContext.Provider value={actions}>{children}</WishlistActionsContext.Provider>;
}
