// The wishlist as every edge shows it: each item with what the shop knows of its product now, money as Money.
import { productSlugParam } from '@/commerce/catalog/product-url';
import type { ColourKey } from '@/commerce/catalog/colours';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Money } from '@/platform/i18n/format';
import { buildPath } from '@/platform/routing/router';
import type { WishlistProductFacts } from './wishlist-products';
import type { WishlistItemRow } from './wishlist-store';
import { isReduced } from '@/commerce/catalog/shown-prices';

export interface WishlistVariantView {
  variantSku: string;
  size: string | null;
  colour: ColourKey | null;
  available: boolean;
}

export interface WishlistItemView {
  sku: string;
  /** The chosen variant; null when none is chosen yet (or the chosen one left the catalogue). */
  variantSku: string | null;
  name: string;
  brand: string | null;
  /** Null when the product is no longer sold (no page to link to). */
  href: string | null;
  image: { path: string; width: number; height: number } | null;
  size: string | null;
  colour: ColourKey | null;
  /** The variants to choose from in place (empty when the product is gone). */
  variants: WishlistVariantView[];
  /** False when the product is no longer sold: it stays on the list, shown as no longer available. */
  sold: boolean;
  /** Sold and in stock: the chosen variant, or any variant while none is chosen. */
  available: boolean;
  /** Of the chosen variant, else of the first available one; null: no delivery statement possible. */
  delivery: { minDays: number; maxDays: number } | null;
  price: Money | null;
  struckPrice: Money | null;
  /** The price when the item was added. */
  addedPrice: Money;
  /** How much cheaper it is now than when added; null when it is not (docs/decisions/0025-wishlist.md). */
  priceDrop: Money | null;
  addedAt: Date;
}

export interface WishlistView {
  count: number;
  items: WishlistItemView[];
}

export function wishlistView(
  shop: ShopContext,
  rows: readonly WishlistItemRow[],
  facts: ReadonlyMap<string, WishlistProductFacts>,
): WishlistView {
  return { count: rows.length, items: rows.map((row) => itemView(shop, row, facts.get(row.sku))) };
}

function itemView(shop: ShopContext, row: WishlistItemRow, product: WishlistProductFacts | undefined): WishlistItemView {
  const money = (amount: number): Money => ({ amount, currency: shop.currency });
  const addedPrice: Money = { amount: row.addedAmount, currency: row.currency as Money['currency'] };
  const sold = product?.sold ?? false;
  const variants = sold ? product!.variants : [];
  const chosen = variants.find((v) => v.variantSku === row.variantSku) ?? null;
  const shownVariant = chosen ?? variants.find((v) => v.stock > 0) ?? null;
  const image =
    product?.images.find((m) => chosen && m.colour === chosen.colour) ?? product?.images[0] ?? null;
  const price = sold && product!.price ? product!.price : null;
  const drop =
    price && row.currency === shop.currency && price.amount < row.addedAmount ? row.addedAmount - price.amount : 0;
  return {
    sku: row.sku,
    variantSku: chosen?.variantSku ?? null,
    name: product?.name ?? row.addedName,
    brand: product?.brand ?? null,
    href:
      sold && product!.slug
        ? buildPath('/product/[slug]', shop.locale, shop.tenant.locales, {
            slug: productSlugParam(product!.slug, row.sku),
          })
        : null,
    image: image ? { path: image.path, width: image.width, height: image.height } : null,
    size: chosen?.size ?? null,
    colour: chosen?.colour ?? null,
    variants: variants.map((v) => ({
      variantSku: v.variantSku,
      size: v.size,
      colour: v.colour,
      available: v.stock > 0,
    })),
    sold,
    available: sold && (chosen ? chosen.stock > 0 : variants.some((v) => v.stock > 0)),
    delivery: shownVariant?.delivery ?? null,
    price: price ? money(price.amount) : null,
    struckPrice: price && isReduced(price.amount, price.struckAmount) ? money(price.struckAmount!) : null,
    addedPrice,
    priceDrop: drop > 0 ? money(drop) : null,
    addedAt: row.addedAt,
  };
}
