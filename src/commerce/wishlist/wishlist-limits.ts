// The wishlist's limits and input rules, checked before the database is asked.
import { isSku } from '@/commerce/catalog/product-url';

/** Items per customer: more than anyone keeps in mind, and a bound for a script filling the table. */
export const MAX_WISHLIST_ITEMS = 100;

export const isWellFormedSku = (sku: unknown): sku is string => typeof sku === 'string' && isSku(sku);

/** A variant sku is its product's sku, a hyphen and a position. */
export const isVariantOf = (variantSku: unknown, sku: string): variantSku is string =>
  typeof variantSku === 'string' && /^\d{7}-\d{1,3}$/.test(variantSku) && variantSku.startsWith(`${sku}-`);
