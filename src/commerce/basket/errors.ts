// Stable codes of the basket context. The edges map them to HTTP status, GraphQL error codes and the localized
// messages in messages/<locale>.json (namespace "basket", key "errors").
import type { VoucherRefusal } from '@/commerce/promotion/errors';

export const basketErrorCodes = [
  /** Quantity not a whole number from 1. */
  'BASKET_INVALID_QUANTITY',
  /** More than the per-line maximum. */
  'BASKET_LINE_LIMIT',
  /** More than the stock. */
  'BASKET_OUT_OF_STOCK',
  /** Not a variant this shop sells: malformed, unknown, inactive, or another shop's. */
  'BASKET_UNKNOWN_VARIANT',
  'BASKET_TOO_MANY_LINES',
  'BASKET_LINE_NOT_FOUND',
  /** A code for a basket without goods. */
  'BASKET_EMPTY',
] as const;

export type BasketErrorCode = (typeof basketErrorCodes)[number];

export type BasketFailure =
  | { ok: false; code: 'BASKET_OUT_OF_STOCK'; available: number; inBasket: number }
  | { ok: false; code: 'BASKET_LINE_LIMIT'; max: number; inBasket?: number }
  | { ok: false; code: 'BASKET_TOO_MANY_LINES'; max: number }
  | {
      ok: false;
      code: Exclude<BasketErrorCode, 'BASKET_OUT_OF_STOCK' | 'BASKET_LINE_LIMIT' | 'BASKET_TOO_MANY_LINES'>;
    }
  | { ok: false; code: VoucherRefusal; minimumAmount?: number };

export const basketFailure = <
  C extends Exclude<BasketErrorCode, 'BASKET_OUT_OF_STOCK' | 'BASKET_LINE_LIMIT' | 'BASKET_TOO_MANY_LINES'>,
>(
  code: C,
) => ({ ok: false, code }) as const;
