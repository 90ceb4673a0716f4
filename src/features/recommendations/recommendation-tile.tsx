// A small product tile for recommendation slots: image, brand, name and price (with the struck price, the 30-day
// low of PAngV § 11 and the unit price where they apply). The tile is one link named by the product; the wishlist
// heart sits over its picture.
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import { WishlistHeart } from '@/features/wishlist/wishlist-heart';
import type { RecommendationHitData } from './recommendation-types';

export function RecommendationTile({ hit }: { hit: RecommendationHitData }) {
  const t = useTranslations('recommendations');
  const locale = useLocale() as Locale;
  const money = (m: RecommendationHitData['price']) => formatMoney(m, locale);
  return (
    <div className="relative h-full">
      <a
        href={hit.url}
        className="group flex h-full flex-col gap-1 rounded text-ink no-underline focus-visible:outline-2 focus-visible:outline-brand"
      >
        <span className="block aspect-[3/4] overflow-hidden rounded bg-surface">
          {hit.image && (
            // A plain img, as the listing tiles: the pictures are already sized WebP from /media, and next/image would
            // add its client runtime (≈ 5 KB gzip) to every product page (decision 0005).
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={hit.image.path}
              width={hit.image.width}
              height={hit.image.height}
              alt=""
              loading="lazy"
              decoding="async"
              className="h-full w-full object-cover transition-transform group-hover:scale-105"
            />
          )}
        </span>
        <span className="text-sm text-muted">{hit.brand}</span>
        <span className="line-clamp-2 font-semibold group-hover:underline">{hit.name}</span>
        <span className="flex flex-wrap items-baseline gap-x-1">
          <span className={`font-bold ${hit.struckPrice ? 'text-danger' : ''}`}>{money(hit.price)}</span>
          {hit.struckPrice && (
            <span className="text-sm text-muted">
              <span className="sr-only">{t('insteadOf')} </span>
              <s>{money(hit.struckPrice)}</s>
            </span>
          )}
        </span>
        {hit.struckPrice && hit.lowest30Price && (
          <span className="text-xs text-muted">{t('lowest30', { price: money(hit.lowest30Price) })}</span>
        )}
        {hit.unitPrice && (
          <span className="text-xs text-muted">
            {t('unitPrice', {
              price: money(hit.unitPrice.price),
              per: hit.unitPrice.per,
              unit: hit.unitPrice.unit,
            })}
          </span>
        )}
      </a>
      {/* Beside the link, not in it (a button inside a link is neither valid nor usable), over the picture's corner. */}
      <div className="absolute right-0.5 top-0.5">
        <WishlistHeart sku={hit.sku} name={hit.name} />
      </div>
    </div>
  );
}
