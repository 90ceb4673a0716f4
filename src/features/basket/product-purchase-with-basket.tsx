'use client';
// The product page's variant choice wired to the basket: the choice adds through the basket, the layer opens on
// success, and on failure the message shows and the choice stays. The wishlist heart beside it keeps the choice too;
// a bra gets the size finder under its sizes.
import { LazyProductBraSizeFinder } from '@/features/bra-size-finder/lazy-bra-size-finders';
import { ProductPurchase, type PurchaseProps } from '@/features/product/product-purchase';
import { WishlistHeart } from '@/features/wishlist/wishlist-heart';
import { useAddToBasket } from './use-add-to-basket';

export function ProductPurchaseWithBasket({
  product,
  braSizeFinder = false,
  ...props
}: Omit<PurchaseProps, 'onAdd' | 'beside' | 'sizeHelp'> & {
  product: { sku: string; name: string };
  /** A bra: the size finder under the sizes (decision 0047). */
  braSizeFinder?: boolean;
}) {
  const add = useAddToBasket();
  return (
    <ProductPurchase
      {...props}
      onAdd={add}
      beside={(variantSku) => <WishlistHeart sku={product.sku} name={product.name} variantSku={variantSku} />}
      sizeHelp={
        braSizeFinder
          ? (help) => (
              <div className="min-h-6">
                <LazyProductBraSizeFinder {...help} />
              </div>
            )
          : undefined
      }
    />
  );
}
