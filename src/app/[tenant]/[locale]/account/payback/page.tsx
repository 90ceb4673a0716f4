import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { offeredProgram } from '@/commerce/loyalty/loyalty-programs';
import { servesAccountPage } from '@/commerce/tenant/account-pages';
import { AccountFrame } from '@/features/account/account-frame';
import { AccountLoyalty } from '@/features/account/account-loyalty';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { pageCustomer } from '@/features/shared/page/page-visitor';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'accountPages.nav' });
  return { title: t('payback'), robots: { index: false } };
}

// /mein-konto/payback: the Payback (de) or jö (at) card and the points per order; other shops serve no such page.
export default async function AccountLoyaltyPage({ params }: { params: ShopParams }) {
  // A page this shop does not serve (supported-path flag off, decision 0027) is not found, for everyone.
  // A shop without a programme serves none, whatever its flag says.
  const { tenant } = await pageShop(params);
  if (!servesAccountPage(tenant.flags, '/account/payback') || !offeredProgram(tenant)) notFound();
  const visitor = await pageCustomer(params);
  if (!visitor) return null;
  const { shop, customer } = visitor;
  const t = await getTranslations({ locale: shop.locale, namespace: 'accountPages.nav' });
  return (
    <AccountFrame shop={shop} current="/account/payback" title={t('payback')}>
      <AccountLoyalty shop={shop} customerId={customer.id} />
    </AccountFrame>
  );
}
