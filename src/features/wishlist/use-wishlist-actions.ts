'use client';
// What a heart, a basket line and the wishlist page do with the wishlist: add (after the login modal for a visitor,
// SPEC §6), remove, change the variant and move a basket line over, each confirmed in a toast or answered with a
// message naming the product. A product with a change under way ignores further clicks: a double click adds once.
import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { useIdentityModals } from '@/features/identity/identity-modals';
import { useToast } from '@/features/shared/toast/toast-provider';
import { isOnWishlist, useWishlist, type WishlistState } from './wishlist-cache';
import type { WishlistOutcome } from './wishlist-requests';

const requests = () => import('./wishlist-requests');

/** Products whose change is on its way, across every heart of the page. */
const inFlight = new Set<string>();

export interface WishlistProduct {
  sku: string;
  name: string;
  variantSku?: string | null;
}

export interface WishlistActions extends WishlistState {
  has(sku: string): boolean;
  /** The heart: adds, or removes what is on the list. */
  toggle(product: WishlistProduct): Promise<void>;
  add(product: WishlistProduct): Promise<boolean>;
  remove(product: WishlistProduct): Promise<boolean>;
  changeVariant(product: WishlistProduct & { variantSku: string }): Promise<boolean>;
  /** A basket line: onto the list with its variant, then out of the basket. */
  moveFromBasket(product: WishlistProduct, removeFromBasket: () => Promise<boolean>): Promise<void>;
}

export function useWishlistActions(): WishlistActions {
  const state = useWishlist();
  const t = useTranslations('wishlist');
  const toast = useToast();
  const modals = useIdentityModals();
  const { mutate } = useSWRConfig();
  const { customer, wishlist } = state;

  const failed = useCallback(
    (outcome: Extract<WishlistOutcome, { ok: false }>, message: string) => {
      const reason = outcome.code === 'WISHLIST_FULL' ? ` ${t('errors.full', { max: outcome.max ?? 0 })}` : '';
      toast.show({ message: `${message}${reason}`, tone: 'error' });
    },
    [t, toast],
  );

  /** Runs one change per product at a time; false when another is still under way or it failed. */
  const once = useCallback(async (sku: string, run: () => Promise<boolean>) => {
    if (inFlight.has(sku)) return false;
    inFlight.add(sku);
    try {
      return await run();
    } finally {
      inFlight.delete(sku);
    }
  }, []);

  const add = useCallback(
    (product: WishlistProduct, success = t('toasts.added', { name: product.name })) =>
      once(product.sku, async () => {
        const { addToWishlist } = await requests();
        const outcome = await addToWishlist(mutate, { ...product, variantSku: product.variantSku ?? null });
        if (!outcome.ok) {
          failed(outcome, t('errors.add', { name: product.name }));
          return false;
        }
        if (success) toast.show({ message: success, tone: 'success' });
        return true;
      }),
    [once, mutate, failed, t, toast],
  );

  const remove = useCallback(
    (product: WishlistProduct) =>
      once(product.sku, async () => {
        const { removeFromWishlist } = await requests();
        const outcome = await removeFromWishlist(mutate, product);
        if (!outcome.ok) {
          failed(outcome, t('errors.remove', { name: product.name }));
          return false;
        }
        toast.show({ message: t('toasts.removed', { name: product.name }), tone: 'success' });
        return true;
      }),
    [once, mutate, failed, t, toast],
  );

  const changeVariant = useCallback(
    (product: WishlistProduct & { variantSku: string }) =>
      once(product.sku, async () => {
        const { changeWishlistVariant } = await requests();
        const outcome = await changeWishlistVariant(mutate, product);
        if (!outcome.ok) {
          toast.show({ message: t('errors.edit'), tone: 'error' });
          return false;
        }
        toast.show({
          message: outcome.changed ? t('toasts.variantChanged', { name: product.name }) : t('toasts.unchanged'),
          tone: outcome.changed ? 'success' : 'info',
        });
        return true;
      }),
    [once, mutate, t, toast],
  );

  /** Runs `action` now for a customer, or after the login modal succeeded for a visitor. */
  const asCustomer = useCallback(
    (action: () => Promise<unknown>) => {
      if (customer) return action().then(() => undefined);
      modals.openLogin({ onSuccess: () => void action() });
      return Promise.resolve();
    },
    [customer, modals],
  );

  return useMemo(
    () => ({
      ...state,
      has: (sku: string) => isOnWishlist(wishlist, sku),
      add,
      remove,
      changeVariant,
      toggle: (product) =>
        asCustomer(() => (isOnWishlist(wishlist, product.sku) ? remove(product) : add(product))),
      moveFromBasket: (product, removeFromBasket) =>
        asCustomer(async () => {
          if (!(await add(product, ''))) return;
          if (await removeFromBasket())
            toast.show({ message: t('toasts.moved', { name: product.name }), tone: 'success' });
        }),
    }),
    [state, wishlist, add, remove, changeVariant, asCustomer, toast, t],
  );
}
