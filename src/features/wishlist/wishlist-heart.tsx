'use client';
// The heart on tiles, the product page, the quick view and recommendations: a toggle button ("pressed" = on the
// wishlist) named by the product. Filled in after hydration, so cached HTML shows every heart empty.
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/features/shared/lazy/use-hydrated';
import { HeartIcon } from '@/features/shell/icons';
import { useWishlistActions } from './use-wishlist-actions';

export interface WishlistHeartProps {
  sku: string;
  name: string;
  /** The variant chosen where the heart sits (product page, quick view); none on tiles. */
  variantSku?: string | null;
  className?: string;
}

export function WishlistHeart({ sku, name, variantSku, className = '' }: WishlistHeartProps) {
  const t = useTranslations('wishlist');
  const wishlist = useWishlistActions();
  const pressed = wishlist.has(sku);
  // Until the page has hydrated a click would do nothing: the heart says it is not ready yet (and browser tests
  // wait for it) instead of swallowing the click.
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      aria-disabled={hydrated ? undefined : true}
      aria-pressed={pressed}
      aria-label={t('heart', { name })}
      // The second click of a double click (detail 2) is not a second toggle: however late the browser delivers it
      // (a busy phone), a double click adds once. Keyboard activation has detail 0.
      onClick={(event) => {
        if (event.detail > 1) return;
        void wishlist.toggle({ sku, name, variantSku });
      }}
      className={`heart-button ${className}`}
    >
      <HeartIcon fill={pressed ? 'currentColor' : 'none'} />
    </button>
  );
}
