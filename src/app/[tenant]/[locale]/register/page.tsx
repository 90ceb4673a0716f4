import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RegisterView } from '@/features/identity/register-view';
import { ClientMessages } from '@/features/shared/page/client-messages';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { routeAlternates } from '@/features/shared/seo/alternates';
import { buildPath } from '@/platform/routing/router';

export const revalidate = 15;

export async function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'identity.register' });
  return {
    title: t('title'),
    alternates: routeAlternates(shop.tenant.key, shop.locale, '/register'),
    referrer: 'same-origin',
  };
}

// Registration, and activation when opened from the activation mail. The same HTML for everyone: the form is client side.
export default async function RegisterPage({ params }: { params: ShopParams }) {
  const shop = await pageShop(params);
  return (
    // The layout sends the login dialog's identity texts; the forms of this page add theirs.
    <ClientMessages locale={shop.locale} namespaces={['identity.register', 'identity.activate']}>
      <RegisterView
        accountHref={buildPath('/account', shop.locale, shop.tenant.locales)}
        checkoutHref={buildPath('/checkout', shop.locale, shop.tenant.locales)}
      />
    </ClientMessages>
  );
}
