// The chosen filters as links that take one back (works without JavaScript), and one that takes all back.
import { getTranslations } from 'next-intl/server';
import { colourName } from '@/commerce/catalog/colours';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { formatMoney } from '@/platform/i18n/format';
import { languageOf } from '@/platform/i18n/locales';
import { hasFilters, listingHref, withoutFilter, type FilterKey, type ListingParams } from './listing-params';

interface Chip {
  key: string;
  label: string;
  href: string;
}

export async function ActiveFilters({ shop, params, basePath }: { shop: ShopContext; params: ListingParams; basePath: string }) {
  if (!hasFilters(params.filters)) return null;
  const t = await getTranslations('listing');
  const language = languageOf(shop.locale);
  const money = (amount: number) => formatMoney({ amount, currency: shop.currency }, shop.locale);
  const { filters } = params;
  const chip = (key: FilterKey, label: string, value?: string): Chip => ({
    key: `${key}:${value ?? ''}`,
    label,
    href: listingHref(basePath, withoutFilter(params, key, value)),
  });
  const chips: Chip[] = [
    ...(filters.brand ?? []).map((v) => chip('brand', v, v)),
    ...(filters.colour ?? []).map((v) => chip('colour', colourName(v, language), v)),
    ...(filters.size ?? []).map((v) => chip('size', t('chipSize', { value: v }), v)),
    ...(filters.priceMin !== undefined ? [chip('priceMin', t('chipPriceMin', { price: money(filters.priceMin) }))] : []),
    ...(filters.priceMax !== undefined ? [chip('priceMax', t('chipPriceMax', { price: money(filters.priceMax) }))] : []),
    ...(filters.ratingMin !== undefined ? [chip('ratingMin', t('ratingAtLeast', { stars: filters.ratingMin }))] : []),
  ];
  return (
    <section aria-label={t('activeFilters')} className="flex flex-wrap items-center gap-1">
      <ul className="flex flex-wrap gap-1">
        {chips.map((c) => (
          <li key={c.key}>
            <a
              href={c.href}
              aria-label={t('removeFilter', { label: c.label })}
              className="inline-flex min-h-6 items-center gap-1 rounded-full border border-line bg-surface px-2 text-sm text-ink no-underline hover:border-ink"
            >
              {c.label}
              <span aria-hidden="true">×</span>
            </a>
          </li>
        ))}
      </ul>
      <a href={listingHref(basePath, { ...params, filters: {}, page: 1 })} className="inline-flex min-h-6 items-center text-sm font-semibold">
        {t('clearFilters')}
      </a>
    </section>
  );
}
