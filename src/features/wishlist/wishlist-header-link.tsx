'use client';
// The header's wishlist link with the number of products on the list, filled in on the client (the cached header
// holds nobody's data, ARCHITECTURE rule 6). A login or logout elsewhere on the page reloads the list.
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
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
    <a
      href={href}
      className="flex min-h-[44px] min-w-[44px] flex-col items-center justify-center px-0.5 text-xs text-ink no-underline hover:text-link"
    >
      <span className="relative">
        <HeartIcon />
        {count ? (
          <span
            aria-hidden="true"
            className="absolute -right-1 -top-1 grid min-w-[20px] place-items-center rounded-full bg-brand px-0.5 text-xs font-bold leading-[20px] text-on-brand"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      <span className="sr-only md:not-sr-only">{label}</span>
      {count !== undefined && <span className="sr-only">, {t('count', { count })}</span>}
    </a>
  );
}
