import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardCheckout } from '@/features/checkout/checkout-guard';
import { CheckoutFrame } from '@/features/checkout/checkout-frame';
import { checkoutMetadata } from '@/features/checkout/checkout-metadata';
import { ProtectionStep } from '@/features/checkout/protection-step';
import type { ShopParams } from '@/features/shared/page/page-shop';

// Personal and per request: the guard reads the session and the stored checkout (never cached).
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  return checkoutMetadata(params, 'protection');
}

// /kasse/ratenschutz-aktualisierung: the protection answer changed from the review.
export default async function Page({ params }: { params: ShopParams }) {
  const { shop, state, links } = await guardCheckout(params, 'protection');
  const t = await getTranslations({ locale: shop.locale, namespace: 'checkout' });
  return (
    <CheckoutFrame shop={shop} state={state} links={links} step="protection" title={t('protection.title')}>
      <ProtectionStep links={links} returnToReview />
    </CheckoutFrame>
  );
}
