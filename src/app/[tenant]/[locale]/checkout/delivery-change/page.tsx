import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardCheckout } from '@/features/checkout/checkout-guard';
import { CheckoutFrame } from '@/features/checkout/checkout-frame';
import { checkoutMetadata } from '@/features/checkout/checkout-metadata';
import { DeliveryStep } from '@/features/checkout/delivery-step';
import { recipientOf } from '@/features/checkout/recipient-of';
import type { ShopParams } from '@/features/shared/page/page-shop';

// Personal and per request: the guard reads the session and the stored checkout (never cached).
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  return checkoutMetadata(params, 'delivery');
}

// /kasse/lieferservice-aendern: the delivery step again, back to the review after saving.
export default async function Page({ params }: { params: ShopParams }) {
  const { shop, state, links, customer } = await guardCheckout(params, 'delivery');
  const t = await getTranslations({ locale: shop.locale, namespace: 'checkout' });
  return (
    <CheckoutFrame shop={shop} state={state} links={links} step="delivery" title={t('delivery.title')}>
      <DeliveryStep country={shop.tenant.country} links={links} returnToReview recipient={recipientOf(customer)} />
    </CheckoutFrame>
  );
}
