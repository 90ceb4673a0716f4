import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listAddresses } from '@/commerce/address-book/address-store';
import { deliveryCountriesOf } from '@/commerce/address-book/delivery-countries';
import { AccountFrame } from '@/features/account/account-frame';
import { AddressBook } from '@/features/account/address-book';
import { ClientMessages } from '@/features/shared/page/client-messages';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { pageCustomer } from '@/features/shared/page/page-visitor';
import { getDb } from '@/platform/db/database';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'accountPages.nav' });
  return { title: t('addresses'), robots: { index: false } };
}

// The address book: the customer's addresses (read here, changed through the address-book API).
export default async function AccountAddressesPage({ params }: { params: ShopParams }) {
  const visitor = await pageCustomer(params);
  if (!visitor) return null;
  const { shop, customer } = visitor;
  const t = await getTranslations({ locale: shop.locale, namespace: 'accountPages.nav' });
  const addresses = await listAddresses(await getDb(), shop, customer.id);
  return (
    <AccountFrame shop={shop} current="/account/addresses" title={t('addresses')}>
      <ClientMessages locale={shop.locale} namespaces={['accountPages', 'checkout', 'forms']}>
        <AddressBook initial={addresses} country={deliveryCountriesOf(shop.tenant)[0]!} />
      </ClientMessages>
    </AccountFrame>
  );
}
