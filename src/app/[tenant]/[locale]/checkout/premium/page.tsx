import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardCheckout } from '@/features/checkout/checkout-guard';
import { CheckoutFrame } from '@/features/checkout/checkout-frame';
import { checkoutMetadata } from '@/features/checkout/checkout-metadata';
import { PremiumStep } from '@/features/checkout/premium-step';
import type { ShopParams } from '@/features/shared/page/page-shop';

// Personal and per request: the guard reads the session and the stored checkout (never cached).
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  return checkoutMetadata(params, 'premium');
}

// /kasse/premium: the premium membership offer.
export default async function Page({ params }: { params: ShopParams }) {
  const { shop, state, links } = await guardCheckout(params, 'premium');
  const t = await getTranslations({ locale: shop.locale, namespace: 'checkout' });
  return (
    <CheckoutFrame shop={shop} state={state} links={links} step="premium" title={t('premium.title')}>
      <PremiumStep links={links} />
    </CheckoutFrame>
  );
}
