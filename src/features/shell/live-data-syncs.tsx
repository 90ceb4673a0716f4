'use client';
import { BasketCountSync } from '@/features/basket/basket-count-sync';
import { CustomerSync } from '@/features/shared/session/customer-sync';
import { WishlistSync } from '@/features/wishlist/wishlist-sync';

export function LiveDataSyncs({ gatewayUrl }: { gatewayUrl: string }) {
  return (
    <>
      <BasketCountSync gatewayUrl={gatewayUrl} />
      <WishlistSync />
      <CustomerSync />
    </>
  );
}
