// The empty wishlist: says so, tells how to fill it, and shows the way on.
import { useTranslations } from 'next-intl';
import { HeartIcon } from '@/features/shell/icons';
import { EmptyState } from '@/features/shared/page/empty-state';

export function EmptyWishlist({ homeHref }: { homeHref: string }) {
  const t = useTranslations('wishlist.page');
  return (
    <EmptyState
      id="wishlist-empty"
      title={t('emptyTitle')}
      text={t('emptyText')}
      action={{ href: homeHref, label: t('emptyToHome') }}
      icon={<HeartIcon />}
    />
  );
}
