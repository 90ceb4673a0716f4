import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { isOrderFilter, ORDER_PAGE_SIZE } from '@/commerce/order/customer-order-list';
import { AccountFrame } from '@/features/account/account-frame';
import { AccountOrderList } from '@/features/account/account-order-list';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { pageCustomer } from '@/features/shared/page/page-visitor';
import { servesAccountPage } from '@/commerce/tenant/account-pages';

export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'accountPages.nav' });
  return { title: t('orders'), robots: { index: false } };
}

// Orders and deliveries: ?filter=open|shipped|returned, ?shown=N after "Mehr laden".
export default async function AccountOrdersPage({ params, searchParams }: { params: ShopParams; searchParams: SearchParams }) {
  // A page this shop does not serve (supported-path flag off, decision 0027) is not found, for everyone.
  if (!servesAccountPage((await pageShop(params as ShopParams)).tenant.flags, '/account/orders')) notFound();
  const visitor = await pageCustomer(params);
  if (!visitor) return null;
  const { shop, customer } = visitor;
  const query = await searchParams;
  const filter = isOrderFilter(query.filter) ? query.filter : 'all';
  const shown = Number(typeof query.shown === 'string' ? query.shown : ORDER_PAGE_SIZE);
  const t = await getTranslations({ locale: shop.locale, namespace: 'accountPages.nav' });
  return (
    <AccountFrame shop={shop} current="/account/orders" title={t('orders')}>
      <AccountOrderList
        shop={shop}
        customerId={customer.id}
        filter={filter}
        shown={Number.isFinite(shown) ? shown : ORDER_PAGE_SIZE}
      />
    </AccountFrame>
  );
}
