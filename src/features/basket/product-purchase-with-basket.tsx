'use client';
// The product page's variant choice wired to the basket: the choice adds through the basket, the layer opens on
// success, and on failure the message shows and the choice stays. The wishlist heart beside it keeps the choice too.
import { ProductPurchase, type PurchaseProps } from '@/features/product/product-purchase';
import { WishlistHeart } from '@/features/wishlist/wishlist-heart';
import { useAddToBasket } from './use-add-to-basket';

export function ProductPurchaseWithBasket({
  product,
  ...props
}: Omit<PurchaseProps, 'onAdd' | 'beside'> & { product: { sku: string; name: string } }) {
  const add = useAddToBasket();
  return (
    <ProductPurchase
      {...props}
      onAdd={add}
      beside={(variantSku) => <WishlistHeart sku={product.sku} name={product.name} variantSku={variantSku} />}
    />
  );
}
