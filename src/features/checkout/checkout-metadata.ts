import 'server-only';
// Title and robots of a checkout page: personal pages, never indexed. Referrer same-origin, not no-referrer: the
// shop's own API calls learn the page's language from the Referer (src/proxy.ts), other sites learn nothing.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';

export type CheckoutTitleKey =
  | 'register'
  | 'delivery'
  | 'payment'
  | 'pause'
  | 'protection'
  | 'premium'
  | 'review'
  | 'confirmation'
  | 'notice'
  | 'paid';

export async function checkoutMetadata(params: ShopParams, key: CheckoutTitleKey): Promise<Metadata> {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'checkout' });
  return { title: t(`${key}.title`), robots: { index: false, follow: false }, referrer: 'same-origin' };
}
