// The empty basket: says so, and shows the way on.
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/features/shared/page/empty-state';

export function EmptyBasket({ homeHref }: { homeHref: string }) {
  const t = useTranslations('basket');
  return (
    <EmptyState
      id="basket-empty"
      title={t('emptyTitle')}
      text={t('emptyText')}
      action={{ href: homeHref, label: t('emptyToHome') }}
    />
  );
}
