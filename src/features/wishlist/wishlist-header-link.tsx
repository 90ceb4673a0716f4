'use client';
// The header's wishlist link with the number of products on the list, filled in on the client (the cached header
// holds nobody's data, ARCHITECTURE rule 6; read by wishlist-sync.tsx, which also reads it again after a login or
// logout elsewhere on the page).
import { useTranslations } from 'next-intl';
import { HeaderIconLink } from '@/features/shared/header/header-icon-link';
import { HeartIcon } from '@/features/shell/icons';
import { useWishlist } from './wishlist-cache';

export function WishlistHeaderLink({ href, label }: { href: string; label: string }) {
  const t = useTranslations('wishlist');
  const { wishlist } = useWishlist();
  const count = wishlist?.count;
  return (
    <HeaderIconLink
      href={href}
      icon={<HeartIcon />}
      label={label}
      count={count}
      countText={count !== undefined ? t('count', { count }) : undefined}
    />
  );
}
