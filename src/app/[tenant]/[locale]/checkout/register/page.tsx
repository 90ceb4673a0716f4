import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { checkoutVisitor, guardCheckout } from '@/features/checkout/checkout-guard';
import { CheckoutFrame } from '@/features/checkout/checkout-frame';
import { CheckoutLoginView } from '@/features/checkout/checkout-login-view';
import { checkoutMetadata } from '@/features/checkout/checkout-metadata';
import type { ShopParams } from '@/features/shared/page/page-shop';

// Per request: who is logged in decides whether this page shows or sends on.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  return checkoutMetadata(params, 'register');
}

// /kasse/registrieren: log in or register. A logged-in customer goes straight on to the step that is missing.
export default async function Page({ params }: { params: ShopParams }) {
  const { shop, current, links } = await checkoutVisitor(params);
  if (current.level === 'full') await guardCheckout(params, 'login');
  const t = await getTranslations({ locale: shop.locale, namespace: 'checkout' });
  return (
    <CheckoutFrame shop={shop} state={null} links={links} step="login" title={t('register.title')} summary={false}>
      <CheckoutLoginView
        level={current.level === 'soft' ? 'soft' : 'anonymous'}
        firstName={current.level === 'soft' ? current.customer.firstName : undefined}
        customerNumberLogin={shop.tenant.flags.customerNumberLogin}
        continueHref={links.review}
      />
    </CheckoutFrame>
  );
}
