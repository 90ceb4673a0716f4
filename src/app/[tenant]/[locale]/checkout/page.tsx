import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardCheckout } from '@/features/checkout/checkout-guard';
import { CheckoutFrame } from '@/features/checkout/checkout-frame';
import { checkoutMetadata } from '@/features/checkout/checkout-metadata';
import { ReviewStep } from '@/features/checkout/review-step';
import type { ShopParams } from '@/features/shared/page/page-shop';

// Personal and per request: the guard reads the session and the stored checkout (never cached).
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  return checkoutMetadata(params, 'review');
}

// /kasse: check and order. Any step still open sends the shopper there first (the guard).
export default async function Page({ params }: { params: ShopParams }) {
  const { shop, state, links } = await guardCheckout(params, 'review');
  const t = await getTranslations({ locale: shop.locale, namespace: 'checkout' });
  return (
    <CheckoutFrame shop={shop} state={state} links={links} step="review" title={t('review.title')} summary={false}>
      <ReviewStep links={links} />
    </CheckoutFrame>
  );
}
