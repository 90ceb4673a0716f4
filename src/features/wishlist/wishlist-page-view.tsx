'use client';
// The wishlist page (/merkzettel): the list read from the one "Wishlist" cache entry, so the cached page holds
// nobody's list (ARCHITECTURE rule 6). A visitor is asked to log in (SPEC §6); after the login modal the list shows.
import { useTranslations } from 'next-intl';
import { LoginPrompt } from '@/features/identity/login-prompt';
import { LoadingOrFailed } from '@/features/shared/page/loading-or-failed';
import { EmptyWishlist } from './empty-wishlist';
import { useWishlistActions } from './use-wishlist-actions';
import { WishlistItemRow } from './wishlist-item-row';

export function WishlistPageView({ homeHref }: { homeHref: string }) {
  const t = useTranslations('wishlist');
  const actions = useWishlistActions();
  const { wishlist } = actions;

  if (!actions.ready)
    return (
      <p role="status" aria-busy="true" className="text-muted">
        {t('loading')}
      </p>
    );
  if (!actions.customer)
    return (
      <section aria-labelledby="wishlist-login" className="flex max-w-prose flex-col items-start gap-2">
        <h2 id="wishlist-login" className="text-xl font-bold">
          {t('loginTitle')}
        </h2>
        <p>{t('loginText')}</p>
        <LoginPrompt label={t('login')} confirm={false} />
      </section>
    );
  if (!wishlist)
    return (
      <LoadingOrFailed
        failed={actions.failed}
        loadingText={t('loading')}
        failedText={t('loadFailed')}
        onRetry={actions.reload}
      />
    );
  if (wishlist.items.length === 0) return <EmptyWishlist homeHref={homeHref} />;

  return (
    <section aria-labelledby="wishlist-items" className="flex flex-col gap-2">
      <h2 id="wishlist-items" className="text-lg font-bold">
        {t('count', { count: wishlist.count })}
      </h2>
      <ul className="flex flex-col divide-y divide-line border-y border-line">
        {wishlist.items.map((item) => (
          <WishlistItemRow key={item.sku} item={item} actions={actions} />
        ))}
      </ul>
    </section>
  );
}
