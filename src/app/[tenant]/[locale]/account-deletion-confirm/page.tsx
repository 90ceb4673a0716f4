import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountLinkView } from '@/features/account/account-link-view';
import { ClientMessages } from '@/features/shared/page/client-messages';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { buildPath } from '@/platform/routing/router';

export const revalidate = 15;

export async function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'accountLinks.deletion' });
  return { title: t('title'), robots: { index: false }, referrer: 'same-origin' };
}

// The target of the account-deletion link (#token=… in the fragment, read on the client). The same page for everyone:
// the link, not a login, proves who may confirm.
export default async function AccountDeletionConfirmPage({ params }: { params: ShopParams }) {
  const shop = await pageShop(params);
  return (
    <ClientMessages locale={shop.locale} namespaces={['accountLinks']}>
      <AccountLinkView kind="deletion" next={{ href: buildPath('/', shop.locale, shop.tenant.locales) }} />
    </ClientMessages>
  );
}
