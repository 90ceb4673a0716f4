// The empty basket: says so, and shows the way on.
import { useTranslations } from 'next-intl';

export function EmptyBasket({ homeHref }: { homeHref: string }) {
  const t = useTranslations('basket');
  return (
    <section aria-labelledby="basket-empty" className="flex max-w-prose flex-col items-start gap-2">
      <h2 id="basket-empty" className="text-xl font-bold">
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
