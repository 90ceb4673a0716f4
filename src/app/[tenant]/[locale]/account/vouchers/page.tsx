import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountFrame } from '@/features/account/account-frame';
import { AccountVouchers } from '@/features/account/account-vouchers';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { pageCustomer } from '@/features/shared/page/page-visitor';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'accountPages.nav' });
  return { title: t('vouchers'), robots: { index: false } };
}

// /mein-konto/meine-gutscheine: the customer's vouchers with the shop's voucher texts (no supported-path flag).
export default async function AccountVouchersPage({ params }: { params: ShopParams }) {
  const visitor = await pageCustomer(params);
  if (!visitor) return null;
  const { shop, customer } = visitor;
  const t = await getTranslations({ locale: shop.locale, namespace: 'accountPages.nav' });
  return (
    <AccountFrame shop={shop} current="/account/vouchers" title={t('vouchers')}>
      <AccountVouchers shop={shop} customerId={customer.id} />
    </AccountFrame>
  );
}
