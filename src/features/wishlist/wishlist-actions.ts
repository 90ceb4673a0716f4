'use client';
// What the wishlist's controls do, loaded on the first click: add, remove, change the variant and move a basket line
// over, each confirmed in a toast or answered with a message naming the product (SPEC §8). A product with a change
// under way ignores further clicks on its controls: a double click adds once.
import type { ScopedMutator } from 'swr';
// The page's SWR cache, for the hook that calls these actions: SWR's code comes with them, on the first click.
export { mutate } from 'swr';
import { ecommerceOf, ga4Item, pushEvent } from '@/features/shared/analytics/data-layer';
import type { ToastFields } from '@/features/shared/toast/toast-queue';
import {
  addToWishlist,
  changeWishlistVariant,
  removeFromWishlist,
  type WishlistOutcome,
} from './wishlist-requests';

export interface WishlistProduct {
  sku: string;
  name: string;
  variantSku?: string | null;
}

export interface WishlistDeps {
  mutate: ScopedMutator;
  toast: (fields: ToastFields) => unknown;
  /** The "wishlist" messages. */
  t: (key: string, values?: Record<string, string | number>) => string;
  /**
   * The server found no customer although the page thought one was logged in (the session ended in another tab, the
   * cookies went): ask for the login, then do it again — instead of an error.
   */
  loginRequired?: (retry: () => void) => void;
}

/** Products whose change is on its way, across every control of the page. */
const inFlight = new Set<string>();

async function once(sku: string, run: () => Promise<boolean>): Promise<boolean> {
  if (inFlight.has(sku)) return false;
  inFlight.add(sku);
  try {
    return await run();
  } finally {
    inFlight.delete(sku);
  }
}

function refused({ t, toast }: WishlistDeps, outcome: Extract<WishlistOutcome, { ok: false }>, message: string) {
  const reason = outcome.code === 'WISHLIST_FULL' ? ` ${t('errors.full', { max: outcome.max ?? 0 })}` : '';
  toast({ message: `${message}${reason}`, tone: 'error' });
}

export function add(deps: WishlistDeps, product: WishlistProduct, confirm = true): Promise<boolean> {
  return once(product.sku, async () => {
    const outcome = await addToWishlist(deps.mutate, { ...product, variantSku: product.variantSku ?? null });
    if (!outcome.ok && outcome.code === 'WISHLIST_LOGIN_REQUIRED' && deps.loginRequired) {
      deps.loginRequired(() => void add(deps, product, confirm));
      return false;
    }
    if (!outcome.ok) {
      refused(deps, outcome, deps.t('errors.add', { name: product.name }));
      return false;
    }
    const item = outcome.wishlist?.items.find((i) => i.sku === product.sku);
    if (outcome.changed && item?.price) {
      const tracked = ga4Item({ sku: item.sku, name: item.name, brand: item.brand ?? undefined, price: item.price, struckPrice: item.struckPrice });
      pushEvent('add_to_wishlist', { ecommerce: ecommerceOf(item.price.currency, [tracked]) });
    }
    if (confirm) deps.toast({ message: deps.t('toasts.added', { name: product.name }), tone: 'success' });
    return true;
  });
}

export function remove(deps: WishlistDeps, product: WishlistProduct): Promise<boolean> {
  return once(product.sku, async () => {
    const outcome = await removeFromWishlist(deps.mutate, product);
    if (!outcome.ok) {
      refused(deps, outcome, deps.t('errors.remove', { name: product.name }));
      return false;
    }
    deps.toast({ message: deps.t('toasts.removed', { name: product.name }), tone: 'success' });
    return true;
  });
}

export function changeVariant(deps: WishlistDeps, product: WishlistProduct & { variantSku: string }): Promise<boolean> {
  return once(product.sku, async () => {
    const outcome = await changeWishlistVariant(deps.mutate, product);
    if (!outcome.ok) {
      deps.toast({ message: deps.t('errors.edit'), tone: 'error' });
      return false;
    }
    deps.toast({
      message: outcome.changed ? deps.t('toasts.variantChanged', { name: product.name }) : deps.t('toasts.unchanged'),
      tone: outcome.changed ? 'success' : 'info',
    });
    return true;
  });
}

/** A basket line: onto the list with its variant, then out of the basket. */
export async function moveFromBasket(
  deps: WishlistDeps,
  product: WishlistProduct,
  removeFromBasket: () => Promise<boolean>,
): Promise<void> {
  if (!(await add(deps, product, false))) return;
  if (await removeFromBasket())
    deps.toast({ message: deps.t('toasts.moved', { name: product.name }), tone: 'success' });
}
