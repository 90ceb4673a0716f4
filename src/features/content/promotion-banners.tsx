// The promotion banners of a page (src/commerce/content/banners.ts): targeted by page type, category and date window.
// Nothing when none applies; a banner whose link leads nowhere the shop serves shows without its link.
import { getTranslations } from 'next-intl/server';
import { linkHref, linkServed } from '@/commerce/content/link';
import { loadPageBanners, type BannerTarget } from '@/commerce/content/banners';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { RichText } from './rich-text';

const tones = {
  info: 'border-line bg-surface text-ink',
  promo: 'border-brand bg-surface text-ink',
  sale: 'border-danger bg-surface text-ink',
} as const;

export async function PromotionBanners({ shop, target }: { shop: ShopContext; target: BannerTarget }) {
  const banners = await loadPageBanners(shop, target);
  if (banners.length === 0) return null;
  const t = await getTranslations({ locale: shop.locale, namespace: 'home' });
  return (
    <section aria-label={t('banners')} className="flex flex-col gap-1">
      {banners.map((banner) => {
        const href = banner.href && linkServed(banner.href, shop) ? linkHref(banner.href, shop) : undefined;
        return (
          <div
            key={banner.id}
            data-banner={banner.id}
            data-promotion={banner.promotion}
            className={`flex flex-wrap items-center gap-x-2 gap-y-1 rounded border-l-4 px-2 py-1.5 ${tones[banner.tone]}`}
          >
            {banner.title && <p className="font-bold">{banner.title}</p>}
            <p>
              <RichText value={banner.text} shop={shop} />
            </p>
            {href && banner.title && (
              <a href={href} className="ml-auto font-semibold">
                {t('bannerMore')}
                <span className="sr-only">: {banner.title}</span>
              </a>
            )}
            {href && !banner.title && (
              <a href={href} className="ml-auto font-semibold">
                {t('bannerMore')}
              </a>
            )}
          </div>
        );
      })}
    </section>
  );
}
