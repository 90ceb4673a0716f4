// The search page without hits: the term echoed (as text, never markup), what to try next, and the shop's top
// categories from the navigation content as a way on.
import { getTranslations } from 'next-intl/server';
import { linkHref } from '@/commerce/content/link';
import { loadNavigation } from '@/commerce/content/navigation';
import type { ShopContext } from '@/commerce/tenant/shop-context';

const MAX_CATEGORIES = 8;

export async function ZeroResults({ shop, term }: { shop: ShopContext; term: string }) {
  const t = await getTranslations('listing');
  const navigation = await loadNavigation(shop);
  const categories = (navigation?.items ?? []).slice(0, MAX_CATEGORIES).map((item) => ({ label: item.label, href: linkHref(item.href, shop) }));
  return (
    <div className="flex max-w-prose flex-col gap-2">
      <h1 className="text-2xl font-bold">{t('zeroTitle', { term })}</h1>
      <p>{t('zeroIntro')}</p>
      <ul className="list-disc pl-3">
        <li>{t('tipSpelling')}</li>
        <li>{t('tipFewerWords')}</li>
      </ul>
      <p className="text-muted">{t('historyHint')}</p>
      {categories.length > 0 && (
        <section aria-labelledby="zero-results-categories" className="flex flex-col gap-1">
          <h2 id="zero-results-categories" className="text-xl font-bold">
            {t('popularCategories')}
          </h2>
          <ul className="flex flex-wrap gap-1">
            {categories.map((c) => (
              <li key={c.href}>
                <a href={c.href} className="inline-flex min-h-6 items-center rounded border border-line px-2 font-semibold no-underline">
                  {c.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
