// The edge's mapping of basket and voucher codes: HTTP status for REST, a GraphQL error with the code and its
// details for the gateway. The words shoppers read come from messages/<locale>.json on the client.
import { GraphQLError } from 'graphql';
import type { BasketFailure } from '@/commerce/basket/errors';

const descriptions: Record<BasketFailure['code'], string> = {
  BASKET_INVALID_QUANTITY: 'The quantity must be a whole number from 1.',
  BASKET_LINE_LIMIT: 'The quantity is above the per-line maximum.',
  BASKET_OUT_OF_STOCK: 'The quantity is above the stock.',
  BASKET_UNKNOWN_VARIANT: 'This shop sells no such variant.',
  BASKET_TOO_MANY_LINES: 'The basket holds the most lines it may.',
  BASKET_LINE_NOT_FOUND: 'The basket has no such line.',
  BASKET_EMPTY: 'The basket is empty.',
  VOUCHER_UNKNOWN: 'This shop has no such code.',
  VOUCHER_NOT_YET_VALID: 'The code is not valid yet.',
  VOUCHER_EXPIRED: 'The code has expired.',
  VOUCHER_EXHAUSTED: 'The code has been used up.',
  VOUCHER_ALREADY_USED: 'The code has been used already.',
  VOUCHER_USED_TODAY: 'The code was used today already.',
  VOUCHER_NOT_FOR_ITEMS: 'The code does not count for these items.',
  VOUCHER_MINIMUM_NOT_REACHED: 'The basket does not reach the code’s minimum order value.',
};

export const statusOf = (code: BasketFailure['code']): number =>
  code === 'BASKET_EMPTY'
    ? 409
    : code === 'BASKET_UNKNOWN_VARIANT' || code === 'BASKET_LINE_NOT_FOUND'
      ? 404
      : 422;

/** The failure without `ok`, as REST bodies and GraphQL extensions carry it: { error | code, …details }. */
export function failureDetails(failure: BasketFailure): Record<string, unknown> {
  const { ok: _ok, code: _code, ...details } = failure;
  return details;
}

export function basketGraphqlError(failure: BasketFailure): GraphQLError {
  return new GraphQLError(descriptions[failure.code], {
    extensions: { code: failure.code, ...failureDetails(failure) },
  });
}
