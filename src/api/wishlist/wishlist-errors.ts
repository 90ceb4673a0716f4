// The gateway's form of a refused wishlist change: a GraphQL error with the stable code (and `max` for a full list).
// The words shoppers read come from messages/<locale>.json ("wishlist.errors") on the client.
import { GraphQLError } from 'graphql';
import type { WishlistErrorCode, WishlistFailure } from '@/commerce/wishlist/errors';
import { consume, type LimitRule } from '@/platform/rate-limit/rate-limiter';

const descriptions: Record<WishlistErrorCode, string> = {
  WISHLIST_LOGIN_REQUIRED: 'The wishlist needs a logged-in customer.',
  WISHLIST_UNKNOWN_PRODUCT: 'This shop sells no such product.',
  WISHLIST_UNKNOWN_VARIANT: 'The product has no such variant.',
  WISHLIST_ITEM_NOT_FOUND: 'The wishlist has no such item.',
  WISHLIST_FULL: 'The wishlist holds the most items it may.',
};

export function wishlistGraphqlError(failure: WishlistFailure): GraphQLError {
  const { ok: _ok, code, ...details } = failure;
  return new GraphQLError(descriptions[code], { extensions: { code, ...details } });
}

/** Changes per customer: far above a person's clicking, a brake on a script. */
export const wishlistChangeLimit: LimitRule = { name: 'wishlist-changes', points: 120, durationSeconds: 60 };

export async function spendWishlistChange(customerId: string): Promise<void> {
  const result = await consume(wishlistChangeLimit, customerId);
  if (!result.allowed)
    throw new GraphQLError('Too many wishlist changes.', {
      extensions: { code: 'WISHLIST_RATE_LIMITED', retryAfterSeconds: result.retryAfterSeconds },
    });
}
