import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PasswordResetView } from '@/features/identity/password-reset-view';
import { ClientMessages } from '@/features/shared/page/client-messages';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';

export const revalidate = 15;

export async function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'identity.reset' });
  return { title: t('title'), robots: { index: false }, referrer: 'same-origin' };
}

// The target of the reset link (#token=… in the fragment, read on the client).
export default async function PasswordResetPage({ params }: { params: ShopParams }) {
  const shop = await pageShop(params);
  return (
    // On top of the layout's identity texts (the forgot-password dialog's): the reset form's own.
    <ClientMessages locale={shop.locale} namespaces={['identity.reset']}>
      <PasswordResetView />
    </ClientMessages>
  );
}
