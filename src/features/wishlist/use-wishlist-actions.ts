'use client';
// The wishlist for a heart, a basket line and the wishlist page: the list, and what their controls do. A visitor is
// asked to log in first (SPEC §6), and the action runs after the login. The actions' code loads on the first click
// (`wishlist-actions.ts`), and the list and its actions are made once per page (`WishlistProvider`): a listing's
// 24–32 hearts each read them from the context instead of each subscribing to the session, the list's cache
// entry, the toasts and the login modal while the page hydrates.
import { useTranslations } from 'next-intl';
import { createContext, useContext, useMemo } from 'react';
import { useIdentityModals } from '@/features/identity/identity-modals';
import { useToast } from '@/features/shared/toast/toast-provider';
import type { WishlistDeps, WishlistProduct } from './wishlist-actions';
import { isOnWishlist, useWishlist, type WishlistState } from './wishlist-cache';

export type { WishlistProduct } from './wishlist-actions';

const actions = () => import('./wishlist-actions');

export interface WishlistActions extends WishlistState {
  has(sku: string): boolean;
  /** The heart: adds, or removes what is on the list. */
  toggle(product: WishlistProduct): Promise<void>;
  remove(product: WishlistProduct): Promise<boolean>;
  changeVariant(product: WishlistProduct & { variantSku: string }): Promise<boolean>;
  /** A basket line: onto the list with its variant, then out of the basket. */
  moveFromBasket(product: WishlistProduct, removeFromBasket: () => Promise<boolean>): Promise<void>;
}

export const WishlistActionsContext = createContext<WishlistActions | null>(null);

/** The page's wishlist and its actions (from `WishlistProvider`, which the shop layout puts around every page). */
export function useWishlistActions(): WishlistActions {
  const actions = useContext(WishlistActionsContext);
  if (!actions) throw new Error('useWishlistActions needs a WishlistProvider above it (the shop layout has one)');
  return actions;
}

/** The list and its actions, made once for the page by `WishlistProvider`. */
export function useWishlistActionsOfPage(): WishlistActions {
  const state = useWishlist();
  const t = useTranslations('wishlist');
  const { show } = useToast();
  const modals = useIdentityModals();
  const { customer, wishlist } = state;

  return useMemo(() => {
    /** The actions' module, and what they need from the page (the SWR cache comes with the module). */
    const load = async (): Promise<[Awaited<ReturnType<typeof actions>>, WishlistDeps]> => {
      const a = await actions();
      const deps: WishlistDeps = {
        mutate: a.mutate,
        toast: show,
        t: t as WishlistDeps['t'],
        loginRequired: (retry) => modals.openLogin({ onSuccess: retry }),
      };
      return [a, deps];
    };
    /** Runs the action now for a customer, or after the login modal succeeded for a visitor. */
    const asCustomer = (run: () => Promise<unknown>): Promise<void> => {
      if (customer) return run().then(() => undefined);
      modals.openLogin({ onSuccess: () => void run() });
      return Promise.resolve();
    };
    return {
      ...state,
      has: (sku) => isOnWishlist(wishlist, sku),
      toggle: (product) =>
        asCustomer(async () => {
          const [a, deps] = await load();
          // A visitor's list is unknown before the login: the heart then adds (adding twice keeps one).
          return isOnWishlist(wishlist, product.sku) ? a.remove(deps, product) : a.add(deps, product);
        }),
      remove: async (product) => {
        const [a, deps] = await load();
        return a.remove(deps, product);
      },
      changeVariant: async (product) => {
        const [a, deps] = await load();
        return a.changeVariant(deps, product);
      },
      moveFromBasket: (product, removeFromBasket) =>
        asCustomer(async () => {
          const [a, deps] = await load();
          return a.moveFromBasket(deps, product, removeFromBasket);
        }),
    };
  }, [state, customer, wishlist, show, t, modals]);
}
