import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountFrame } from '@/features/account/account-frame';
import { AccountOverview } from '@/features/account/account-overview';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { pageCustomer } from '@/features/shared/page/page-visitor';
import { servesAccountPage } from '@/commerce/tenant/account-pages';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'accountPages.nav' });
  return { title: t('overview'), robots: { index: false } };
}

// /mein-konto/uebersicht: shipments on their way, returns and their credits, the open balance, the customer's data.
export default async function AccountOverviewPage({ params }: { params: ShopParams }) {
  // A page this shop does not serve (supported-path flag off, decision 0027) is not found, for everyone.
  if (!servesAccountPage((await pageShop(params as ShopParams)).tenant.flags, '/account/overview')) notFound();
  const visitor = await pageCustomer(params);
  if (!visitor) return null;
  const { shop, customer } = visitor;
  const t = await getTranslations({ locale: shop.locale, namespace: 'accountPages.nav' });
  return (
    <AccountFrame shop={shop} current="/account/overview" title={t('overview')}>
      <AccountOverview shop={shop} customerId={customer.id} />
    </AccountFrame>
  );
}
