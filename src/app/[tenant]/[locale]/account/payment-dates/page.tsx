import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { servesAccountPage } from '@/commerce/tenant/account-pages';
import { AccountFrame } from '@/features/account/account-frame';
import { AccountPaymentDates } from '@/features/account/account-payment-dates';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { pageCustomer } from '@/features/shared/page/page-visitor';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'accountPages.nav' });
  return { title: t('paymentDates'), robots: { index: false } };
}

// /mein-konto/meine-zahltermine: balance, overdue with "pay now", upcoming payments and the instalment plans.
export default async function AccountPaymentDatesPage({ params }: { params: ShopParams }) {
  // A page this shop does not serve (supported-path flag off, decision 0027) is not found, for everyone.
  if (!servesAccountPage((await pageShop(params)).tenant.flags, '/account/payment-dates')) notFound();
  const visitor = await pageCustomer(params);
  if (!visitor) return null;
  const { shop, customer } = visitor;
  const t = await getTranslations({ locale: shop.locale, namespace: 'accountPages.nav' });
  return (
    <AccountFrame shop={shop} current="/account/payment-dates" title={t('paymentDates')}>
      <AccountPaymentDates shop={shop} customerId={customer.id} />
    </AccountFrame>
  );
}
