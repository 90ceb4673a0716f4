import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { isStatementKind, isStatementPeriod, STATEMENT_PAGE_SIZE } from '@/commerce/statement/statement-store';
import { servesAccountPage } from '@/commerce/tenant/account-pages';
import { AccountBookings } from '@/features/account/account-bookings';
import { AccountFrame } from '@/features/account/account-frame';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { pageCustomer } from '@/features/shared/page/page-visitor';

export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'accountPages.nav' });
  return { title: t('bookings'), robots: { index: false } };
}

// /mein-konto/meine-buchungen: ?kind=orders|instalments|payments|credits, ?period=3m|12m, ?shown=N after "Mehr laden".
export default async function AccountBookingsPage({ params, searchParams }: { params: ShopParams; searchParams: SearchParams }) {
  // A page this shop does not serve (supported-path flag off, decision 0027) is not found, for everyone.
  if (!servesAccountPage((await pageShop(params)).tenant.flags, '/account/bookings')) notFound();
  const visitor = await pageCustomer(params);
  if (!visitor) return null;
  const { shop, customer } = visitor;
  const query = await searchParams;
  const shown = Number(typeof query.shown === 'string' ? query.shown : STATEMENT_PAGE_SIZE);
  const t = await getTranslations({ locale: shop.locale, namespace: 'accountPages.nav' });
  return (
    <AccountFrame shop={shop} current="/account/bookings" title={t('bookings')}>
      <AccountBookings
        shop={shop}
        customerId={customer.id}
        kind={isStatementKind(query.kind) ? query.kind : 'all'}
        period={isStatementPeriod(query.period) ? query.period : 'all'}
        shown={Number.isFinite(shown) ? shown : STATEMENT_PAGE_SIZE}
      />
    </AccountFrame>
  );
}
