'use client';
// The header's wishlist link with the number of products on the list, filled in on the client (the cached header
// holds nobody's data, ARCHITECTURE rule 6). A login or logout elsewhere on the page reloads the list.
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { HeaderIconLink } from '@/features/shared/header/header-icon-link';
import { HeartIcon } from '@/features/shell/icons';
import { useSession } from '@/features/shared/session/session-provider';
import { useWishlist, WISHLIST_KEY } from './wishlist-cache';

export function WishlistHeaderLink({ href, label }: { href: string; label: string }) {
  const t = useTranslations('wishlist');
  const { wishlist } = useWishlist();
  const { token, status } = useSession();
  const { mutate } = useSWRConfig();
  const lastToken = useRef<string | null>(null);
  useEffect(() => {
    if (status !== 'ready') return;
    // The first token only starts the read; a new one (login, logout, soft login confirmed) means another customer.
    if (lastToken.current !== null && lastToken.current !== token) void mutate(WISHLIST_KEY);
    lastToken.current = token;
  }, [token, status, mutate]);
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
