// The empty wishlist: says so, tells how to fill it, and shows the way on.
import { useTranslations } from 'next-intl';
import { HeartIcon } from '@/features/shell/icons';

export function EmptyWishlist({ homeHref }: { homeHref: string }) {
  const t = useTranslations('wishlist.page');
  return (
    <section aria-labelledby="wishlist-empty" className="flex max-w-prose flex-col items-start gap-2">
      <h2 id="wishlist-empty" className="flex items-center gap-1 text-xl font-bold">
        <HeartIcon />
        {t('emptyTitle')}
      </h2>
      <p>{t('emptyText')}</p>
      <a
        href={homeHref}
        className="flex min-h-[48px] items-center rounded bg-brand px-3 font-bold text-on-brand no-underline"
      >
        {t('emptyToHome')}
      </a>
    </section>
  );
}
