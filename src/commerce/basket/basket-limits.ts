// The basket's limits and input rules, shared by the server and the quantity controls of the client.

/** Per line: mail-order quantities, and a bound that keeps a script from reserving a warehouse. */
export const MAX_LINE_QUANTITY = 10;
/** Different variants in one basket. */
export const MAX_BASKET_LINES = 50;

/** Variant skus are the product's 7-digit sku, a hyphen and a position. */
export const variantSkuPattern = /^\d{7}-\d{1,3}$/;

export type QuantityVerdict = 'ok' | 'invalid' | 'too-many';

/** A whole number from 1 to the per-line maximum; anything else is refused before the database is asked. */
export function judgeQuantity(quantity: unknown): QuantityVerdict {
  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 1) return 'invalid';
  return quantity > MAX_LINE_QUANTITY ? 'too-many' : 'ok';
}
