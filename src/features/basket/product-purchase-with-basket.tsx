'use client';
// The product page's variant choice wired to the basket: the choice adds through the basket, the layer opens on
// success, and on failure the message shows and the choice stays.
import { ProductPurchase, type PurchaseProps } from '@/features/product/product-purchase';
import { useAddToBasket } from './use-add-to-basket';

export function ProductPurchaseWithBasket(props: Omit<PurchaseProps, 'onAdd'>) {
  const add = useAddToBasket();
  return <ProductPurchase {...props} onAdd={add} />;
}
