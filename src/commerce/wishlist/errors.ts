// Stable codes of the wishlist context; the edge maps them to HTTP status / GraphQL errors and the UI to texts
// (messages "wishlist.errors"), both through `wishlistRefusals`.
import type { RefusalKind } from '@/platform/http/refusal-kind';

export type WishlistFailure =
  /** Nobody is logged in or recognised: the wishlist needs a customer (SPEC §6). */
  | { ok: false; code: 'WISHLIST_LOGIN_REQUIRED' }
  /** Not a product this shop sells now: malformed, unknown, inactive, unpriced or another shop's. */
  | { ok: false; code: 'WISHLIST_UNKNOWN_PRODUCT' }
  /** Not a variant of that product in this shop. */
  | { ok: false; code: 'WISHLIST_UNKNOWN_VARIANT' }
  /** Not on this customer's wishlist: never theirs, another customer's or another shop's alike (no probing). */
  | { ok: false; code: 'WISHLIST_ITEM_NOT_FOUND' }
  | { ok: false; code: 'WISHLIST_FULL'; max: number };

export type WishlistErrorCode = WishlistFailure['code'];

export const wishlistRefusals = {
  WISHLIST_LOGIN_REQUIRED: 'unauthenticated',
  WISHLIST_UNKNOWN_PRODUCT: 'not-found',
  WISHLIST_UNKNOWN_VARIANT: 'unprocessable',
  WISHLIST_ITEM_NOT_FOUND: 'not-found',
  WISHLIST_FULL: 'conflict',
} as const satisfies Record<WishlistErrorCode, RefusalKind>;

export const wishlistErrorCodes = Object.keys(wishlistRefusals) as WishlistErrorCode[];

export const wishlistFailure = <C extends Exclude<WishlistErrorCode, 'WISHLIST_FULL'>>(code: C) =>
  ({ ok: false, code }) as const;
