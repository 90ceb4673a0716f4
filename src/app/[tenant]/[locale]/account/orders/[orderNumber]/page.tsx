import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountFrame } from '@/features/account/account-frame';
import { AccountOrderDetail, loadAccountOrder } from '@/features/account/account-order-detail';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { pageCustomer } from '@/features/shared/page/page-visitor';
import { servesAccountPage } from '@/commerce/tenant/account-pages';
import { buildPath } from '@/platform/routing/router';

export const dynamic = 'force-dynamic';

type Params = Promise<{ tenant: string; locale: string; orderNumber: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'accountPages.orders' });
  return { title: t('orderLink', { orderNumber: (await params).orderNumber }), robots: { index: false } };
}

// One order of the customer's (another customer's order number reads as not found, with no hint that it exists).
export default async function AccountOrderPage({ params }: { params: Params }) {
  // A page this shop does not serve (supported-path flag off, decision 0027) is not found, for everyone.
  if (!servesAccountPage((await pageShop(params as ShopParams)).tenant.flags, '/account/orders/[orderNumber]')) notFound();
  const visitor = await pageCustomer(params as ShopParams);
  if (!visitor) return null;
  const { shop, customer } = visitor;
  const { orderNumber } = await params;
  const t = await getTranslations({ locale: shop.locale, namespace: 'accountPages.orders' });
  const data = await loadAccountOrder(shop, customer.id, orderNumber);
  if (!data) notFound();
  return (
    <AccountFrame shop={shop} current="/account/orders/[orderNumber]" title={t('orderLink', { orderNumber })}>
      <AccountOrderDetail shop={shop} data={data} />
      <a href={buildPath('/account/orders', shop.locale, shop.tenant.locales)} className="self-start">
        {t('back')}
      </a>
    </AccountFrame>
  );
}
